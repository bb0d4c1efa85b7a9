// Files a student's program may not open, named: the sandbox shows the program /usr
// (and the links to it: /bin, /lib...), /proc, /dev and a private /tmp, and lets it
// write only in /tmp; anything else fails inside it (no such file, a read-only file
// system). A failed open of such a path is a refusal of the sandbox, not a mistake of
// the program's: the run ends and the workbench says which file. A failed open inside
// what the sandbox shows (a file of /tmp that is not there) is left to the program.
//
// The C library's entry points are defined here, in the program itself, so that the
// dynamic linker binds the student's calls and libstdc++'s (std::ifstream calls
// fopen64) to them; each calls the next definition (the C library's, or a sanitizer's).
#include <dlfcn.h>
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstring>

#include "child_channel.h"

namespace pw::own::runtime {

namespace {

bool under(const char* path, const char* folder) {
    const std::size_t n = std::strlen(folder);
    return std::strncmp(path, folder, n) == 0 && (path[n] == '\0' || path[n] == '/');
}

bool mayRead(const char* path) {
    for (const char* folder : {"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/proc", "/dev", "/tmp"})
        if (under(path, folder)) return true;
    return std::strcmp(path, "/etc/ld.so.cache") == 0;
}

bool mayWrite(const char* path) {
    return under(path, "/tmp") || under(path, "/dev") || under(path, "/proc/self/fd");
}

/// After a failed open of `path` (relative to `folder`, or to the working folder when
/// it is AT_FDCWD): the run ends when the path lies where the sandbox says no.
void checkRefusal(int folder, const char* path, bool write, int error) {
    if (!path || !*path) return;
    // Without the sandbox (--no-sandbox, after the user agreed) a file that fails to
    // open is simply not there, or not the user's: no refusal to name.
    const wire::Start& start = state().start;
    if (start.magic == wire::kMagic && start.sandboxed == 0) return;
    if (error != ENOENT && error != EACCES && error != EROFS && error != EPERM && error != ENOTDIR) return;
    char absolute[4096];
    if (path[0] == '/') {
        std::snprintf(absolute, sizeof absolute, "%s", path);
    } else {
        if (folder != AT_FDCWD) return;  // relative to a folder the program opened itself
        // A name of the working folder (the version's own, /work) that is not there
        // is the program's own mistake, not a refusal: the sanitizers' symbolizer
        // tries "linux-vdso.so.1" so, and a student's "board.txt" is no secret.
        if (!write) return;
        char here[2048];
        if (!getcwd(here, sizeof here)) return;
        std::snprintf(absolute, sizeof absolute, "%s/%s", here, path);
    }
    if (write ? mayWrite(absolute) : mayRead(absolute)) return;
    forbidden(wire::Forbidden::File, 0, write, path);
}

bool writes(int flags) { return (flags & (O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND)) != 0; }
bool writes(const char* mode) { return mode && (std::strpbrk(mode, "wa+") != nullptr); }

template <class F>
F next(const char* name) {
    return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}

using OpenFunction = int (*)(const char*, int, ...);
using OpenAtFunction = int (*)(int, const char*, int, ...);
using FopenFunction = FILE* (*)(const char*, const char*);

int openWith(const char* name, const char* path, int flags, mode_t mode) {
    static const OpenFunction open32 = next<OpenFunction>("open");
    static const OpenFunction open64 = next<OpenFunction>("open64");
    const OpenFunction f = std::strcmp(name, "open") == 0 ? open32 : open64;
    const int fd = f ? f(path, flags, mode) : (errno = ENOSYS, -1);
    if (fd < 0) {
        const int error = errno;
        checkRefusal(AT_FDCWD, path, writes(flags), error);
        errno = error;
    }
    return fd;
}

int openAtWith(const char* name, int folder, const char* path, int flags, mode_t mode) {
    static const OpenAtFunction at32 = next<OpenAtFunction>("openat");
    static const OpenAtFunction at64 = next<OpenAtFunction>("openat64");
    const OpenAtFunction f = std::strcmp(name, "openat") == 0 ? at32 : at64;
    const int fd = f ? f(folder, path, flags, mode) : (errno = ENOSYS, -1);
    if (fd < 0) {
        const int error = errno;
        checkRefusal(folder, path, writes(flags), error);
        errno = error;
    }
    return fd;
}

FILE* fopenWith(const char* name, const char* path, const char* mode) {
    static const FopenFunction f32 = next<FopenFunction>("fopen");
    static const FopenFunction f64 = next<FopenFunction>("fopen64");
    const FopenFunction f = std::strcmp(name, "fopen") == 0 ? f32 : f64;
    FILE* file = f ? f(path, mode) : (errno = ENOSYS, nullptr);
    if (!file) {
        const int error = errno;
        checkRefusal(AT_FDCWD, path, writes(mode), error);
        errno = error;
    }
    return file;
}

mode_t modeOf(int flags, va_list& arguments) {
    return (flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE ? static_cast<mode_t>(va_arg(arguments, int)) : 0;
}

}  // namespace

// Referenced by installGuards, so that the linker takes this file, and with it the
// definitions below, into every program.
void installFileGuard() {}

}  // namespace pw::own::runtime

using namespace pw::own::runtime;

extern "C" {

int open(const char* path, int flags, ...) {
    va_list arguments;
    va_start(arguments, flags);
    const mode_t mode = modeOf(flags, arguments);
    va_end(arguments);
    return openWith("open", path, flags, mode);
}

int open64(const char* path, int flags, ...) {
    va_list arguments;
    va_start(arguments, flags);
    const mode_t mode = modeOf(flags, arguments);
    va_end(arguments);
    return openWith("open64", path, flags, mode);
}

int openat(int folder, const char* path, int flags, ...) {
    va_list arguments;
    va_start(arguments, flags);
    const mode_t mode = modeOf(flags, arguments);
    va_end(arguments);
    return openAtWith("openat", folder, path, flags, mode);
}

int openat64(int folder, const char* path, int flags, ...) {
    va_list arguments;
    va_start(arguments, flags);
    const mode_t mode = modeOf(flags, arguments);
    va_end(arguments);
    return openAtWith("openat64", folder, path, flags, mode);
}

int creat(const char* path, mode_t mode) { return openWith("open", path, O_CREAT | O_WRONLY | O_TRUNC, mode); }
int creat64(const char* path, mode_t mode) { return openWith("open64", path, O_CREAT | O_WRONLY | O_TRUNC, mode); }

FILE* fopen(const char* path, const char* mode) { return fopenWith("fopen", path, mode); }
FILE* fopen64(const char* path, const char* mode) { return fopenWith("fopen64", path, mode); }

}  // extern "C"
