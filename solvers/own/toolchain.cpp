#include "toolchain.h"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>

namespace pw::own {

namespace fs = std::filesystem;

namespace {

bool isRoot(const fs::path& root) {
    std::error_code e;
    return fs::exists(root / "include/puzzle_workbench/runtime.h", e) &&
           fs::exists(root / "lib/puzzle-workbench/libpw_own_runtime.a", e);
}

bool isExecutable(const fs::path& path) {
    std::error_code e;
    return fs::is_regular_file(path, e) && access(path.c_str(), X_OK) == 0;
}

std::string realPath(const fs::path& path) {
    std::error_code e;
    const fs::path real = fs::canonical(path, e);
    return e ? path.string() : real.string();
}

}  // namespace

std::string programDirectory() {
    std::error_code e;
    const fs::path self = fs::read_symlink("/proc/self/exe", e);
    return e ? std::string() : self.parent_path().string();
}

std::string findProgram(std::string_view name) {
    if (name.find('/') != std::string_view::npos) return isExecutable(fs::path(name)) ? realPath(name) : std::string();
    const char* path = std::getenv("PATH");
    std::string_view dirs = path && *path ? path : "/usr/local/bin:/usr/bin:/bin";
    while (!dirs.empty()) {
        const auto colon = dirs.find(':');
        const std::string_view dir = dirs.substr(0, colon);
        dirs = colon == std::string_view::npos ? std::string_view() : dirs.substr(colon + 1);
        if (dir.empty()) continue;
        const fs::path candidate = fs::path(dir) / name;
        if (isExecutable(candidate)) return realPath(candidate);
    }
    return {};
}

const Toolchain& toolchain() {
    static const Toolchain found = [] {
        Toolchain t;
        // The build tree's own/ is at its top, one or two levels above a program (app/,
        // tests/, tests/ui/); an installed program's prefix is the parent of its bin/.
        const fs::path dir = programDirectory();
        for (const fs::path& root : {dir / ".." / "own", dir / ".." / ".." / "own", dir / ".."})
            if (!dir.empty() && isRoot(root)) {
                t.root = realPath(root);
                break;
            }
        t.compiler = findProgram("g++");
        t.bwrap = findProgram("bwrap");
        t.valgrind = findProgram("valgrind");
        return t;
    }();
    return found;
}

}  // namespace pw::own
