#include "atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>

namespace pw::bench {

namespace {

std::string reason(const std::string& what, const std::string& path, int error) {
    std::string out = what;  // appended: GCC 12 warns falsely (-Wrestrict) on a chain of +
    out.append(" ").append(path).append(": ").append(std::strerror(error));
    return out;
}

bool writeAll(int fd, const std::string& bytes) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

}  // namespace

Result<bool> writeFileAtomically(const std::string& path, const std::string& bytes) {
    const std::filesystem::path target(path);
    const std::string folder = target.has_parent_path() ? target.parent_path().string() : std::string(".");
    // A name of its own in the same folder: the rename stays on one file system.
    std::string name = ".";
    name.append(target.filename().string()).append(".XXXXXX");
    std::string temporary = (std::filesystem::path(folder) / name).string();
    const int fd = ::mkstemp(temporary.data());
    if (fd < 0) return Error{reason("cannot write", path, errno)};
    ::fchmod(fd, 0644);
    const bool written = writeAll(fd, bytes) && ::fsync(fd) == 0;
    const int error = errno;
    ::close(fd);
    if (!written || ::rename(temporary.c_str(), path.c_str()) != 0) {
        const int why = written ? errno : error;
        ::unlink(temporary.c_str());
        return Error{reason("cannot write", path, why)};
    }
    // The rename itself lasts once the folder is flushed.
    if (const int dir = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return true;
}

}  // namespace pw::bench
