#ifndef HITTRACE_CMICROHTTPD_SHIM_H
#define HITTRACE_CMICROHTTPD_SHIM_H

// libmicrohttpd for Swift. Everything else in <microhttpd.h> imports as is; the wrappers
// below exist only because Swift cannot call C variadic functions.

#include <stdint.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// The signature MHD_OPTION_URI_LOG_CALLBACK expects. The header documents it in prose only,
/// with no typedef, so Swift has nothing to check our closure against without this one.
typedef void *(*hittrace_mhd_uri_callback)(void *cls, const char *uri,
                                           struct MHD_Connection *connection);

/// MHD_start_daemon is variadic. This fixed-arity wrapper takes the callbacks as typed
/// parameters (so the compiler checks their signatures, instead of casting them to intptr_t
/// for an MHD_OptionItem) and every numeric option through MHD_OPTION_ARRAY.
/// `options` must end with {MHD_OPTION_END, 0, NULL}. `address` is only read during the call.
/// The same `cls` goes to every callback. MHD binds `address`; `port` (the same port) is only
/// used in its log messages.
static inline struct MHD_Daemon *
hittrace_mhd_start_daemon(unsigned int flags,
                          uint16_t port,
                          const struct sockaddr *address,
                          MHD_AccessHandlerCallback access_handler,
                          hittrace_mhd_uri_callback uri_callback,
                          MHD_RequestCompletedCallback completed_callback,
                          MHD_NotifyConnectionCallback connection_callback,
                          MHD_LogCallback logger,
                          void *cls,
                          const struct MHD_OptionItem *options)
{
  // The logger goes first: MHD warns that messages about options before it would still go
  // to its default logger.
  return MHD_start_daemon(flags, port, NULL, NULL, access_handler, cls,
                          MHD_OPTION_EXTERNAL_LOGGER, logger, cls,
                          MHD_OPTION_SOCK_ADDR, address,
                          MHD_OPTION_URI_LOG_CALLBACK, uri_callback, cls,
                          MHD_OPTION_NOTIFY_COMPLETED, completed_callback, cls,
                          MHD_OPTION_NOTIFY_CONNECTION, connection_callback, cls,
                          MHD_OPTION_ARRAY, options,
                          MHD_OPTION_END);
}

/// MHD_get_daemon_info is variadic too. Returns the port the daemon listens on (useful after
/// binding port 0), or 0 if MHD cannot tell.
static inline uint16_t
hittrace_mhd_bound_port(struct MHD_Daemon *daemon)
{
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return (NULL == info) ? 0 : info->port;
}

/// MHD_get_connection_info is variadic as well. Returns the connection's socket, or -1 if MHD
/// cannot tell.
static inline int
hittrace_mhd_connection_fd(struct MHD_Connection *connection)
{
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return (NULL == info) ? -1 : info->connect_fd;
}

/// The size of the request's line and headers as received (MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE), or 0 if
/// MHD cannot tell.
static inline size_t
hittrace_mhd_request_header_size(struct MHD_Connection *connection)
{
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE);
  return (NULL == info) ? 0 : info->header_size;
}

#endif
