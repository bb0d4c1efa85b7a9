# scripts/package builds a .deb with CPack from what PwInstall.cmake installs, under
# /usr. Its Depends line is computed from the binaries by dpkg-shlibdeps (shared
# libraries -> the packages that provide them), never typed here, so a library the
# program starts to link is declared with it.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME puzzle-workbench)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The Puzzle Workbench developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "classic puzzles solved by successive versions of their algorithm")
# The long description, one line of the control file a line here.
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
  "A workbench for classrooms: the N queens, the magic square, sudoku with pencil"
  "marks, lights out and a shading grid, each solved by successive versions of its"
  "algorithm, from brute force to the best known method. Step through a search to"
  "watch backtracking happen, and compare the versions on a live chart of time and"
  "work. Also puzzle-bench, the same solvers from a terminal.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # puzzle-workbench_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "Puzzle Workbench maintainers <maintainers@users.noreply.a-seed-a38c28f3.example>")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${PW_HOMEPAGE})
# A version of the user's own (docs/YOUR_VERSION.md) runs only inside bubblewrap's
# sandbox: a dependency, the sandbox is never optional. It is compiled by g++ (which
# brings libstdc++'s headers): only recommended, since the rest of the program runs
# without it and a file version then says which package to install; apt installs
# recommends by default, so a classroom's machines have it. The CPack Depends written
# here is joined to what dpkg-shlibdeps finds in the binaries.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "bubblewrap")
# Qt's own texts (file dialogs, --help's headings) in French; the program runs without.
# gcc-12-locales: g++'s and ld's messages about a student's file in French on a French
# screen (solvers/own/sandbox.h); without it they stay in English, read just the same.
# valgrind: Check my version looks for values never set under its memcheck; without it
# the check says that part was not done. The sanitizers it runs first (libasan8,
# libubsan1) come with g++ (through libgcc-12-dev), so the recommended g++ brings them.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, g++, gcc-12-locales, valgrind")
include(CPack)
