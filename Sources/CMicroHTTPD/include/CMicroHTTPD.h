#ifndef CMICROHTTPD_H
#define CMICROHTTPD_H

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
  char *read = strchr(text, '%');  /* up to the first escape the text stays as it is */
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

/// What the server's limits need to know about a request target as it arrived, before
/// libmicrohttpd decodes it or splits its query.
struct cmhd_target_shape {
  /// Its bytes, up to the first NUL.
  size_t length;
  /// The query arguments libmicrohttpd would make of it: one per `&`, plus the last.
  size_t query_arguments;
  /// Whether the path (before `?`) holds `%2F` or `%2f`, an encoded slash.
  int path_has_encoded_slash;
  /// Whether it holds a space or another control byte, which RFC 9112 does not allow there.
  int has_control_or_space;
};

/// The shape of a request target as libmicrohttpd hands it to the URI-log callback.
static inline struct cmhd_target_shape cmhd_measure_target(const char *target) {
  struct cmhd_target_shape shape = { 0, 0, 0, 0 };
  int in_query = 0;
  const char *byte = target;
  for (; *byte != '\0'; byte++) {
    unsigned char c = (unsigned char) *byte;
    if (c <= ' ' || c == 0x7f) shape.has_control_or_space = 1;
    if (in_query) {
      if (c == '&') shape.query_arguments++;
    } else if (c == '?') {
      in_query = 1;
      shape.query_arguments = 1;
    } else if (c == '%' && byte[1] == '2' && (byte[2] == 'f' || byte[2] == 'F')) {
      shape.path_has_encoded_slash = 1;
    }
  }
  shape.length = (size_t) (byte - target);
  return shape;
}

/// Whether a NUL byte ended the request target early: `measured_length` is what
/// `cmhd_measure_target` found when the target arrived.
///
/// Call it on the access handler's first call, with its `url` and `version` arguments. Relies on
/// libmicrohttpd 0.9.75 keeping the request line in one buffer, where `url` starts the target and
/// the NUL written over the space before the version ends it, `version - 1`.
static inline int cmhd_target_holds_nul(const char *url, const char *version, size_t measured_length) {
  return version != NULL && url + measured_length != version - 1;
}

/// Empties the query of a request target the server refuses, so libmicrohttpd does not parse it:
/// parsing takes a record per argument from the connection's memory, and running out of it there
/// leaves the request unanswered until the timeout.
///
/// Relies on libmicrohttpd 0.9.75 calling the URI-log callback with the request line's own,
/// writable buffer, after finding the `?` and before splitting the query off there: ending the
/// text right after the `?` leaves it an empty query to parse.
static inline void cmhd_drop_query(const char *target) {
  char *question = strchr(target, '?');
  if (question != NULL) question[1] = '\0';
}

/// What `cmhd_check_field_lines` found wrong with a request's header field lines.
enum cmhd_field_defect {
  CMHD_FIELD_LINES_OK = 0,
  /// A name is empty or holds a byte that is not a token character, such as a space before the colon.
  CMHD_FIELD_NAME_NOT_TOKEN = 1,
  /// A value holds a control byte other than tab, such as a bare CR.
  CMHD_FIELD_VALUE_CONTROL = 2,
  /// The lines are not `name: value` lines ending in CRLF, one field each: a NUL byte, a bare LF
  /// or a continuation line (obsolete line folding) was received.
  CMHD_FIELD_LINES_MALFORMED = 3,
};

static inline int cmhd_is_token_byte(unsigned char c) {
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return 1;
  return c != '\0' && strchr("!#$%&'*+-.^_`|~", c) != NULL;
}

struct cmhd_field_walk {
  const char *next;  /* where the next field's name must start */
  const char *end;   /* just past the header block */
  enum cmhd_field_defect defect;
};

static inline enum MHD_Result cmhd_walk_field(void *context, enum MHD_ValueKind kind, const char *name, const char *value) {
  (void) kind;
  struct cmhd_field_walk *walk = context;
  const char *at = name;
  if (name != walk->next) {
    walk->defect = CMHD_FIELD_LINES_MALFORMED;
    return MHD_NO;
  }
  for (; *at != '\0'; at++) {
    if (!cmhd_is_token_byte((unsigned char) *at)) break;
  }
  if (at == name || *at != '\0') {
    walk->defect = CMHD_FIELD_NAME_NOT_TOKEN;
    return MHD_NO;
  }
  at++;  /* past the colon, which libmicrohttpd replaced with a NUL */
  while (*at == ' ' || *at == '\t') at++;
  if (value == NULL || value != at) {
    walk->defect = CMHD_FIELD_LINES_MALFORMED;
    return MHD_NO;
  }
  for (; *at != '\0'; at++) {
    unsigned char c = (unsigned char) *at;
    if ((c < ' ' && c != '\t') || c == 0x7f) {
      walk->defect = CMHD_FIELD_VALUE_CONTROL;
      return MHD_NO;
    }
  }
  /* CR and LF, both replaced with NULs, end every line */
  if (at + 2 > walk->end || at[1] != '\0') {
    walk->defect = CMHD_FIELD_LINES_MALFORMED;
    return MHD_NO;
  }
  walk->next = at + 2;
  return MHD_YES;
}

/// Checks the request's header field lines as they arrived, which libmicrohttpd does not: it
/// joins folded lines, keeps a name with a space before its colon as it is, and ends a value at a
/// NUL byte without a word.
///
/// Call it on the access handler's first call, with its `method` and `version` arguments.
/// Relies on how libmicrohttpd 0.9.75 keeps a request head: the request line and the field lines
/// lie back to back in one buffer starting at `method`, `header_size` bytes long, with NULs
/// written over each line's CR and LF and over each field's colon; a field's name and value
/// point into that buffer, and the fields are listed in the order they arrived. A folded line
/// is copied elsewhere, so its field no longer starts where the previous line ended.
static inline enum cmhd_field_defect cmhd_check_field_lines(
    struct MHD_Connection *connection, const char *method, const char *version) {
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE);
  if (info == NULL || version == NULL) return CMHD_FIELD_LINES_MALFORMED;
  const char *end = method + info->header_size;
  const char *line_end = version + strlen(version);
  struct cmhd_field_walk walk = { line_end + 2, end, CMHD_FIELD_LINES_OK };
  if (line_end + 2 > end || line_end[1] != '\0') return CMHD_FIELD_LINES_MALFORMED;
  MHD_get_connection_values(connection, MHD_HEADER_KIND, cmhd_walk_field, &walk);
  if (walk.defect != CMHD_FIELD_LINES_OK) return walk.defect;
  /* the empty line that ends the head, CRLF */
  if (walk.next + 2 != end || walk.next[0] != '\0' || walk.next[1] != '\0') return CMHD_FIELD_LINES_MALFORMED;
  return CMHD_FIELD_LINES_OK;
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

/// `MHD_get_connection_values_n` for a mask of kinds (documented as allowed; Swift cannot combine
/// the imported enum's values into one): each name and value comes with its length.
static inline int cmhd_get_connection_values(
    struct MHD_Connection *connection, unsigned int kinds, MHD_KeyValueIteratorN iterator, void *iterator_context) {
  return MHD_get_connection_values_n(connection, (enum MHD_ValueKind) kinds, iterator, iterator_context);
}

/// The size of the request's header block (request line included), or 0.
static inline size_t cmhd_request_header_size(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE);
  return info != NULL ? info->header_size : 0;
}

/// Adds `pairs` header fields to a response: `fields` holds a name and a value for each, in order.
static inline void cmhd_add_response_headers(struct MHD_Response *response, char *const *fields, size_t pairs) {
  for (size_t pair = 0; pair < pairs; pair++) MHD_add_response_header(response, fields[2 * pair], fields[2 * pair + 1]);
}

/// The callback libmicrohttpd calls with each request target (`MHD_OPTION_URI_LOG_CALLBACK`); what
/// it returns becomes the request's context, `*con_cls` in the access handler.
typedef void *(*cmhd_request_start_callback)(void *context, const char *target, struct MHD_Connection *connection);

/// Non-variadic wrapper around `MHD_start_daemon` (variadic functions do not import into Swift).
///
/// The daemon takes ownership of `settings.listen_socket` and closes it when it stops.
static inline struct MHD_Daemon *cmhd_start_daemon(
    struct cmhd_daemon_settings settings,
    MHD_AccessHandlerCallback handler, void *handler_context,
    cmhd_request_start_callback request_start, void *request_start_context,
    MHD_RequestCompletedCallback completed, void *completed_context,
    MHD_NotifyConnectionCallback connection_notify, void *connection_notify_context) {
  struct MHD_OptionItem options[] = {
    { MHD_OPTION_LISTEN_SOCKET, (intptr_t) settings.listen_socket, NULL },
    { MHD_OPTION_CONNECTION_TIMEOUT, (intptr_t) settings.connection_timeout_seconds, NULL },
    { MHD_OPTION_CONNECTION_LIMIT, (intptr_t) settings.connection_limit, NULL },
    { MHD_OPTION_CONNECTION_MEMORY_LIMIT, (intptr_t) settings.connection_memory_limit, NULL },
    { MHD_OPTION_PER_IP_CONNECTION_LIMIT, (intptr_t) settings.per_ip_connection_limit, NULL },
    { MHD_OPTION_URI_LOG_CALLBACK, (intptr_t) request_start, request_start_context },
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
