#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

// MHD_start_daemon, MHD_get_connection_info and MHD_set_connection_option are variadic, which
// Swift cannot call: these fixed-argument forms are the only ones HTTPServer.swift uses.

// Serves on a socket the caller already bound and listens on, one thread per connection (so a
// streaming response may block its own thread while it waits for the next event), polling with
// poll() rather than select() so a socket number above 1023 is no limit. Idle connections close
// after `idle_timeout` seconds; `connection_limit` and `per_client_limit` bound how many the daemon
// and one client address hold; `notify_connection` and `notify_completed` tell the caller when a
// connection opens or closes and when a request is done.
static inline struct MHD_Daemon *specimen_mhd_start(int listen_socket, MHD_AccessHandlerCallback handler,
                                                    void *context, unsigned int idle_timeout,
                                                    unsigned int connection_limit, unsigned int per_client_limit,
                                                    MHD_NotifyConnectionCallback notify_connection,
                                                    MHD_RequestCompletedCallback notify_completed) {
  return MHD_start_daemon(MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | MHD_USE_ITC,
                          0, NULL, NULL, handler, context,
                          MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_socket,
                          MHD_OPTION_CONNECTION_TIMEOUT, idle_timeout,
                          MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                          MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_client_limit,
                          MHD_OPTION_NOTIFY_CONNECTION, notify_connection, context,
                          MHD_OPTION_NOTIFY_COMPLETED, notify_completed, context,
                          MHD_OPTION_END);
}

static inline const union MHD_ConnectionInfo *specimen_mhd_connection_info(struct MHD_Connection *connection,
                                                                           enum MHD_ConnectionInfoType type) {
  return MHD_get_connection_info(connection, type);
}

// A connection's own idle timeout in seconds, in place of the daemon's (0: none).
static inline enum MHD_Result specimen_mhd_set_timeout(struct MHD_Connection *connection, unsigned int seconds) {
  return MHD_set_connection_option(connection, MHD_CONNECTION_OPTION_TIMEOUT, seconds);
}
