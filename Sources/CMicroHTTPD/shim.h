#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

#include <microhttpd.h>
#include <string.h>
#include <sys/socket.h>

/// Settings handed to `cmhd_start_daemon`; Swift fills it, C turns it into MHD options.
struct cmhd_daemon_settings {
  unsigned int flags;
  int listen_socket;
  unsigned int thread_pool_size;
  unsigned int connection_timeout_seconds;
  unsigned int connection_limit;
  size_t connection_memory_limit;
  unsigned int per_ip_connection_limit;
};

static inline int cmhd_hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/// Percent-decodes `text` in place like libmicrohttpd's default, except that `%00` stays as
/// written: decoding it would cut the C string and turn `/%00/../x` into `/`.
static inline size_t cmhd_unescape_keeping_nul(void *context, struct MHD_Connection *connection, char *text) {
  (void) context;
  (void) connection;
  /* Most text has no escape: up to the first '%' it stays as it is, found by a vectorized scan
     (copying byte by byte cost ~10 instructions a byte of every path in callgrind). */
  char *read = strchr(text, '%');
  if (read == NULL) return strlen(text);
  char *write = read;
  while (*read != '\0') {
    int high, low;
    if (read[0] == '%' && (high = cmhd_hex_value(read[1])) >= 0 && (low = cmhd_hex_value(read[2])) >= 0
        && (high | low) != 0) {
      *write++ = (char) (high * 16 + low);
      read += 3;
    } else {
      *write++ = *read++;
    }
  }
  *write = '\0';
  return (size_t) (write - text);
}

/// The socket of a connection, or -1 (non-variadic wrapper around `MHD_get_connection_info`).
static inline int cmhd_connection_descriptor(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info != NULL ? info->connect_fd : -1;
}

/// What the connection-notify callback stored for a connection, or NULL.
static inline void *cmhd_connection_socket_context(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
  return info != NULL ? info->socket_context : NULL;
}

/// `MHD_get_connection_values` for a mask of kinds (documented as allowed; Swift cannot combine
/// the imported enum's values into one).
static inline int cmhd_get_connection_values(
    struct MHD_Connection *connection, unsigned int kinds, MHD_KeyValueIterator iterator, void *iterator_context) {
  return MHD_get_connection_values(connection, (enum MHD_ValueKind) kinds, iterator, iterator_context);
}

/// The size of the request's header block (request line included), or 0.
static inline size_t cmhd_request_header_size(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE);
  return info != NULL ? info->header_size : 0;
}

/// Non-variadic wrapper around `MHD_start_daemon` (variadic functions do not import into Swift).
///
/// The daemon takes ownership of `settings.listen_socket` and closes it when it stops.
static inline struct MHD_Daemon *cmhd_start_daemon(
    struct cmhd_daemon_settings settings,
    MHD_AccessHandlerCallback handler, void *handler_context,
    MHD_RequestCompletedCallback completed, void *completed_context,
    MHD_NotifyConnectionCallback connection_notify, void *connection_notify_context) {
  struct MHD_OptionItem options[] = {
    { MHD_OPTION_LISTEN_SOCKET, (intptr_t) settings.listen_socket, NULL },
    { MHD_OPTION_CONNECTION_TIMEOUT, (intptr_t) settings.connection_timeout_seconds, NULL },
    { MHD_OPTION_CONNECTION_LIMIT, (intptr_t) settings.connection_limit, NULL },
    { MHD_OPTION_CONNECTION_MEMORY_LIMIT, (intptr_t) settings.connection_memory_limit, NULL },
    { MHD_OPTION_PER_IP_CONNECTION_LIMIT, (intptr_t) settings.per_ip_connection_limit, NULL },
    { MHD_OPTION_NOTIFY_COMPLETED, (intptr_t) completed, completed_context },
    { MHD_OPTION_NOTIFY_CONNECTION, (intptr_t) connection_notify, connection_notify_context },
    { MHD_OPTION_UNESCAPE_CALLBACK, (intptr_t) cmhd_unescape_keeping_nul, NULL },
    /* A pool of one thread is the same as no pool: MHD rejects a size of 1 with some flags. */
    { settings.thread_pool_size > 1 ? MHD_OPTION_THREAD_POOL_SIZE : MHD_OPTION_END,
      (intptr_t) settings.thread_pool_size, NULL },
    { MHD_OPTION_END, 0, NULL },
  };
  return MHD_start_daemon(settings.flags, 0, NULL, NULL, handler, handler_context,
                          MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

#endif
