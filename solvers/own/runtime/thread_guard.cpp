// The threads of a student's program, counted: `pthread_create` (which std::thread and
// std::async call, from libstdc++) is defined here, in the program itself, so that the
// dynamic linker binds every call to it; it counts the threads running and calls the
// next definition (the C library's, or the sanitizers' in a checked build). Past the
// limit (Start::threads, the first thread included) the run ends with a sentence, where
// RLIMIT_NPROC would only make the call fail with EAGAIN, and not at all for root.
#include <dlfcn.h>
#include <pthread.h>

#include <atomic>
#include <cerrno>

#include "child_channel.h"

namespace pw::own::runtime {

namespace {

constexpr int kDefaultThreads = 16;  // until the start is read (static initialisers)
std::atomic<int> limit{kDefaultThreads};
std::atomic<int> running{1};  // the first thread

struct Launch {
    void* (*function)(void*);
    void* argument;
};

void* launched(void* raw) {
    const Launch launch = *static_cast<Launch*>(raw);
    delete static_cast<Launch*>(raw);
    // Counted out on return and on pthread_exit, which unwinds this frame too.
    struct Leave {
        ~Leave() { running.fetch_sub(1); }
    } leave;
    return launch.function(launch.argument);
}

using CreateFunction = int (*)(pthread_t*, const pthread_attr_t*, void* (*)(void*), void*);

CreateFunction nextCreate() {
    static const auto next = reinterpret_cast<CreateFunction>(dlsym(RTLD_NEXT, "pthread_create"));
    return next;
}

}  // namespace

void installThreadGuard() { nextCreate(); }

void setThreadLimit(int threads) { limit.store(threads); }

}  // namespace pw::own::runtime

extern "C" int pthread_create(pthread_t* thread, const pthread_attr_t* attributes, void* (*function)(void*),
                              void* argument) {
    using namespace pw::own;
    const int most = runtime::limit.load();
    if (most > 0 && runtime::running.fetch_add(1) + 1 > most) runtime::forbidden(wire::Forbidden::Thread, most);
    if (most <= 0) runtime::running.fetch_add(1);
    const runtime::CreateFunction next = runtime::nextCreate();
    auto* launch = new runtime::Launch{function, argument};
    const int result = next ? next(thread, attributes, runtime::launched, launch) : EAGAIN;
    if (result != 0) {
        delete launch;
        runtime::running.fetch_sub(1);
    }
    return result;
}
