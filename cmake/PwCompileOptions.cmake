# Warnings are errors on our own targets; sanitizers are switched on for every target
# of the build tree when PW_SANITIZE is set, so the solver library and its tests agree.
function(pw_target_options target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Werror)
endfunction()

if(PW_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
  add_link_options(-fsanitize=address,undefined)
endif()
