# Warnings are errors on our own targets; sanitizers are switched on for every target
# of the build tree when PW_SANITIZE, PW_TSAN or PW_FUZZ is set, so the solver library
# and its tests agree.
function(pw_target_options target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Werror)
endfunction()

# qt_standard_project_setup() turns moc on for every target; the Qt-free ones
# (solvers, the bench CLI, their tests) need no moc pass.
function(pw_no_qt target)
  set_target_properties(${target} PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
endfunction()

if(PW_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
  add_link_options(-fsanitize=address,undefined)
endif()

# ThreadSanitizer for the threads of the session and of the parallel solvers. It cannot
# be combined with AddressSanitizer: a tree of its own (scripts/test builds only the
# thread tests in it). Qt is not instrumented: tests/tsan/qt.supp names what of Qt's
# own internals TSan cannot see through, never our code.
if(PW_TSAN)
  if(PW_SANITIZE)
    message(FATAL_ERROR "PW_TSAN and PW_SANITIZE cannot be combined: use two build trees")
  endif()
  add_compile_options(-fsanitize=thread -fno-omit-frame-pointer)
  add_link_options(-fsanitize=thread)
endif()

# libFuzzer's coverage and the sanitizers it runs with, on every target of the tree; the
# fuzz targets link libFuzzer's main themselves (tests/fuzz).
if(PW_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "PW_FUZZ needs clang: configure with -DCMAKE_CXX_COMPILER=clang++")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
  add_link_options(-fsanitize=address,undefined)
endif()

# The packaged program targets baseline x86-64 and picks faster paths at run time where
# a hot loop has them; PW_NATIVE builds the whole tree for the build machine instead,
# to measure what that gains.
if(PW_NATIVE)
  add_compile_options(-march=native)
endif()
