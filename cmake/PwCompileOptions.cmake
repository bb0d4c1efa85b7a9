# Warnings are errors on our own targets; sanitizers are switched on for every target
# of the build tree when PW_SANITIZE is set, so the solver library and its tests agree.
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

# The packaged program targets baseline x86-64 and picks faster paths at run time where
# a hot loop has them; PW_NATIVE builds the whole tree for the build machine instead,
# to measure what that gains.
if(PW_NATIVE)
  add_compile_options(-march=native)
endif()
