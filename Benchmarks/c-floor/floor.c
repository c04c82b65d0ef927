/*
 * The floor of the HTTP load benchmark: the least a C program on libmicrohttpd does to answer
 * GET /json with the same bytes and headers as http-bench-server. Built by scripts/benchmark-http
 * with cc (not by SwiftPM). Its daemon limits (timeout, connections, memory per connection) are
 * the Swift server's defaults, so both sides clear the same amount of connection memory per request.
 *
 * Usage: c-floor [port] [threads] [body-bytes]
 *   prints "listening on <port>", stops on SIGINT or SIGTERM. With body-bytes, GET and POST /json
 *   answer a JSON body of exactly that many bytes (for comparisons with larger real answers).
 */
#include <arpa/inet.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char hello[] = "{\"message\":\"Hello, World!\"}";
static const char *body = hello;
static size_t body_size = sizeof hello - 1;
static int answers_post;
static const char policy[] =
  "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
static int marker; /* any non-NULL per-request pointer: the first call only marks the request */

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *upload, size_t *upload_size, void **request) {
  (void) cls; (void) version; (void) upload;
  if (*request == NULL) { /* headers only: answer on the last call to keep the connection alive */
    *request = &marker;
    return MHD_YES;
  }
  if (*upload_size != 0) {
    *upload_size = 0;
    return MHD_YES;
  }
  int found = (strcmp(method, "GET") == 0 || (answers_post && strcmp(method, "POST") == 0)) && strcmp(url, "/json") == 0;
  struct MHD_Response *response = found
    ? MHD_create_response_from_buffer(body_size, (void *) body, MHD_RESPMEM_PERSISTENT)
    : MHD_create_response_from_buffer(0, NULL, MHD_RESPMEM_PERSISTENT);
  MHD_add_response_header(response, "Content-Type", "application/json; charset=utf-8");
  MHD_add_response_header(response, "X-Content-Type-Options", "nosniff");
  MHD_add_response_header(response, "Content-Security-Policy", policy);
  MHD_add_response_header(response, "Referrer-Policy", "no-referrer");
  MHD_add_response_header(response, "X-Frame-Options", "DENY");
  MHD_add_response_header(response, "Cache-Control", "no-store");
  enum MHD_Result result = MHD_queue_response(connection, found ? 200 : 404, response);
  MHD_destroy_response(response);
  return result;
}

int main(int argc, char **argv) {
  unsigned short port = argc > 1 ? (unsigned short) atoi(argv[1]) : 0;
  unsigned int threads = argc > 2 ? (unsigned int) atoi(argv[2]) : (unsigned int) sysconf(_SC_NPROCESSORS_ONLN);
  if (argc > 3) { /* {"pad":"xxx...x"} padded to the requested size */
    size_t size = (size_t) atol(argv[3]);
    char *padded = malloc(size + 1);
    if (size < 10 || padded == NULL) {
      fprintf(stderr, "c-floor: body-bytes must be at least 10\n");
      return 2;
    }
    memset(padded, 'x', size);
    memcpy(padded, "{\"pad\":\"", 8);
    memcpy(padded + size - 2, "\"}", 2);
    padded[size] = '\0';
    body = padded;
    body_size = size;
    answers_post = 1;
  }
  struct sockaddr_in address;
  memset(&address, 0, sizeof address);
  address.sin_family = AF_INET;
  address.sin_port = htons(port);
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);

  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &signals, NULL);

  struct MHD_Daemon *daemon = MHD_start_daemon(
    MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL, port, NULL, NULL, answer, NULL,
    MHD_OPTION_SOCK_ADDR, (struct sockaddr *) &address,
    MHD_OPTION_THREAD_POOL_SIZE, threads,
    MHD_OPTION_CONNECTION_TIMEOUT, 15u,
    MHD_OPTION_CONNECTION_LIMIT, 1024u,
    MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t) (24 * 1024),
    MHD_OPTION_END);
  if (daemon == NULL) {
    fprintf(stderr, "c-floor: cannot start the daemon\n");
    return 1;
  }
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  printf("listening on %u\n", info ? info->port : port);
  fflush(stdout);

  int caught;
  sigwait(&signals, &caught);
  MHD_stop_daemon(daemon);
  return 0;
}
