/* The yardstick for HTTP throughput: a bare libmicrohttpd server answering every request with the same
 * JSON body (2 KB, or the size given), with the same threading as hittrace (internal polling thread pool, poll()).
 *   bare_mhd [port] [threads] [body bytes] [handoff]     (port 0: any free port; the first line printed is its URL)
 * With "handoff", every request is suspended and resumed by another thread before it is answered, as hittrace
 * answers a new trace only once the commit thread has committed it: what handing a request to another thread
 * and back costs through libmicrohttpd (MHD_suspend_connection, MHD_resume_connection), with no work between.
 * Built and run by scripts/bench-http.sh; not part of the product. */
#include <microhttpd.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *body;
static size_t size = 2048;
static int handoff;

/* The connections waiting to be resumed, and the thread resuming them (all that were queued, each time). */
static struct MHD_Connection *waiting[4096];
static size_t waiting_count;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t queued = PTHREAD_COND_INITIALIZER;

static void *resumer(void *unused) {
  (void)unused;
  static struct MHD_Connection *batch[4096];
  for (;;) {
    pthread_mutex_lock(&lock);
    while (waiting_count == 0) pthread_cond_wait(&queued, &lock);
    size_t n = waiting_count;
    memcpy(batch, waiting, n * sizeof *batch);
    waiting_count = 0;
    pthread_mutex_unlock(&lock);
    for (size_t i = 0; i < n; i++) MHD_resume_connection(batch[i]);
  }
  return NULL;
}

enum { RECEIVING = 1, HANDED_OFF = 2 };

static enum MHD_Result answer(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                              const char *version, const char *upload, size_t *upload_size, void **con_cls) {
  (void)cls; (void)url; (void)method; (void)version; (void)upload;
  if (*con_cls == NULL) { *con_cls = (void *)RECEIVING; return MHD_YES; }
  if (*upload_size) { *upload_size = 0; return MHD_YES; }
  if (handoff && *con_cls == (void *)RECEIVING) {
    *con_cls = (void *)HANDED_OFF;
    pthread_mutex_lock(&lock);
    int room = waiting_count < sizeof waiting / sizeof *waiting;
    if (room) waiting[waiting_count++] = c;
    pthread_cond_signal(&queued);
    pthread_mutex_unlock(&lock);
    if (room) { MHD_suspend_connection(c); return MHD_YES; }
  }
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
  handoff = argc > 4 && strcmp(argv[4], "handoff") == 0;
  body = malloc(size);
  if (!body) return 1;
  memset(body, ' ', size);
  memcpy(body, "{\"padding\":\"", 12);
  body[size - 2] = '"';
  body[size - 1] = '}';
  pthread_t thread;
  if (handoff && pthread_create(&thread, NULL, resumer, NULL) != 0) return 1;
  unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | (handoff ? MHD_ALLOW_SUSPEND_RESUME : 0);
  struct MHD_Daemon *d = MHD_start_daemon(flags, (uint16_t)port, NULL, NULL, &answer, NULL,
                                          MHD_OPTION_THREAD_POOL_SIZE, (unsigned)threads, MHD_OPTION_END);
  if (!d) { fprintf(stderr, "bare_mhd: cannot start on port %d\n", port); return 1; }
  const union MHD_DaemonInfo *bound = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
  printf("http://127.0.0.1:%u\n", bound ? (unsigned)bound->port : (unsigned)port);
  fflush(stdout);
  pause();
  MHD_stop_daemon(d);
  return 0;
}
