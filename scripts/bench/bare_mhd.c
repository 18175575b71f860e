/* The yardstick for HTTP throughput: a bare libmicrohttpd server answering every request with the same
 * JSON body (2 KB, or the size given), with the same threading as hittrace (internal polling thread pool, poll()).
 *   bare_mhd [port] [threads] [body bytes]     (port 0: any free port; the first line printed is its URL)
 * Built and run by scripts/bench-http.sh; not part of the product. */
#include <microhttpd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *body;
static size_t size = 2048;

static enum MHD_Result answer(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                              const char *version, const char *upload, size_t *upload_size, void **con_cls) {
  (void)cls; (void)url; (void)method; (void)version; (void)upload;
  if (*con_cls == NULL) { *con_cls = (void *)1; return MHD_YES; }
  if (*upload_size) { *upload_size = 0; return MHD_YES; }
  struct MHD_Response *r = MHD_create_response_from_buffer(size, body, MHD_RESPMEM_PERSISTENT);
  MHD_add_response_header(r, "Content-Type", "application/json");
  enum MHD_Result ret = MHD_queue_response(c, MHD_HTTP_OK, r);
  MHD_destroy_response(r);
  return ret;
}

int main(int argc, char **argv) {
  int port = argc > 1 ? atoi(argv[1]) : 8099;
  int threads = argc > 2 ? atoi(argv[2]) : 4;
  if (argc > 3 && atoi(argv[3]) >= 16) size = (size_t)atoi(argv[3]);
  body = malloc(size);
  if (!body) return 1;
  memset(body, ' ', size);
  memcpy(body, "{\"padding\":\"", 12);
  body[size - 2] = '"';
  body[size - 1] = '}';
  struct MHD_Daemon *d = MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL, (uint16_t)port, NULL, NULL,
                                          &answer, NULL, MHD_OPTION_THREAD_POOL_SIZE, (unsigned)threads,
                                          MHD_OPTION_END);
  if (!d) { fprintf(stderr, "bare_mhd: cannot start on port %d\n", port); return 1; }
  const union MHD_DaemonInfo *bound = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
  printf("http://127.0.0.1:%u\n", bound ? (unsigned)bound->port : (unsigned)port);
  fflush(stdout);
  pause();
  MHD_stop_daemon(d);
  return 0;
}
