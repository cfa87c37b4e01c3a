#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

// MHD_start_daemon is variadic, which Swift cannot call: this fixed-argument form serves on a
// socket the caller already bound and listens on, one thread per connection (so a streaming
// response may block its own thread while it waits for the next event).
static inline struct MHD_Daemon *specimen_mhd_start(int listen_socket, MHD_AccessHandlerCallback handler,
                                                    void *context) {
  return MHD_start_daemon(MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ITC,
                          0, NULL, NULL, handler, context,
                          MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_socket,
                          MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)0,
                          MHD_OPTION_END);
}
