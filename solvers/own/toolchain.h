#pragma once
/// Where a student's compile finds its pieces: the puzzle headers and the runtime library,
/// staged next to the program (in the build tree as once installed), the system's g++
/// and bubblewrap. Looked up once per program; nothing here is a sentence.
#include <string>
#include <string_view>

namespace pw::own {

struct Toolchain {
    /// Holds include/puzzle_workbench/ and lib/puzzle-workbench/ (the build tree's own/,
    /// or the installed prefix); empty when neither holds the runtime.
    std::string root;
    std::string compiler;  ///< the real path of g++, empty when it is not installed
    std::string bwrap;     ///< the path of bwrap, empty when it is not installed
    /// The path of valgrind, empty when it is not installed: a checked run then looks
    /// for values never set no further (checked_run.h).
    std::string valgrind;

    std::string includeDir() const { return root + "/include"; }
    std::string runtimeLibrary() const { return root + "/lib/puzzle-workbench/libpw_own_runtime.a"; }
    /// The example versions (share/puzzle-workbench/examples under the root).
    std::string examplesDir() const { return root.empty() ? std::string() : root + "/share/puzzle-workbench/examples"; }
};

/// The toolchain of this program: the root is looked for next to /proc/self/exe (`../own`
/// or `../../own` in the build tree, `..` once installed); g++, bwrap and valgrind on PATH.
const Toolchain& toolchain();

/// A program on PATH (or `name` itself when it holds a slash), resolved to its real path;
/// empty when there is none.
std::string findProgram(std::string_view name);

/// The directory of the running program.
std::string programDirectory();

}  // namespace pw::own
