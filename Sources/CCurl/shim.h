#include <curl/curl.h>

// The libcurl functions `figma pull` looks up with dlsym, as the types they are called through.
typedef CURLcode (*ccurl_global_init_function)(long flags);
typedef CURL *(*ccurl_easy_init_function)(void);
typedef CURLcode (*ccurl_easy_perform_function)(CURL *handle);
typedef void (*ccurl_easy_cleanup_function)(CURL *handle);
typedef const char *(*ccurl_easy_strerror_function)(CURLcode code);
typedef struct curl_slist *(*ccurl_slist_append_function)(struct curl_slist *list, const char *text);
typedef void (*ccurl_slist_free_all_function)(struct curl_slist *list);

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call, and calling them
// through a non-variadic pointer type is undefined behaviour. Swift keeps them as this plain
// function pointer type; the wrappers below cast back to the variadic type and pass each value
// as the type libcurl reads for the option.
typedef void (*ccurl_variadic_function)(void);
typedef CURLcode (*ccurl_easy_setopt_function)(CURL *handle, CURLoption option, ...);
typedef CURLcode (*ccurl_easy_getinfo_function)(CURL *handle, CURLINFO info, ...);

static const long ccurl_global_default = CURL_GLOBAL_DEFAULT;
static const int ccurl_error_size = CURL_ERROR_SIZE;

// ccurl_setopt_long, _pointer, _string, _list and _callback: one wrapper per type of value.
// CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION both take a curl_write_callback;
// CURLOPT_XFERINFOFUNCTION takes a curl_xferinfo_callback.
#define CCURL_SETOPT(name, type)                                                                    \
  static inline CURLcode ccurl_setopt_##name(ccurl_variadic_function setopt, CURL *handle,          \
                                             CURLoption option, type value) {                       \
    return ((ccurl_easy_setopt_function)setopt)(handle, option, value);                             \
  }
CCURL_SETOPT(long, long)
CCURL_SETOPT(pointer, void *)
CCURL_SETOPT(string, const char *)
CCURL_SETOPT(list, struct curl_slist *)
CCURL_SETOPT(callback, curl_write_callback)
CCURL_SETOPT(xferinfo, curl_xferinfo_callback)
#undef CCURL_SETOPT

static inline CURLcode ccurl_getinfo_long(ccurl_variadic_function getinfo, CURL *handle, CURLINFO info,
                                          long *value) {
  return ((ccurl_easy_getinfo_function)getinfo)(handle, info, value);
}
