# What `cmake --install BUILD --prefix DIR` puts in place, under any prefix, and what
# scripts/package packs into the .deb: the two programs, a man page for each, and for
# the desktop application its menu entry, AppStream metadata and icon (named by
# PW_APP_ID, as the desktop specifications ask). The translations and the samples are
# compiled into the program: nothing to install for them. solvers/own/CMakeLists.txt
# installs what a version of the user's own is compiled with, where the programs look
# for it (../include, ../lib/puzzle-workbench from their bin/): the puzzle headers, the
# runtime library and the example versions (share/puzzle-workbench/examples).
include(GNUInstallDirs)

# man1/NAME.1.gz, compressed as Debian installs man pages.
function(pw_install_man_page name)
  set(page ${CMAKE_CURRENT_BINARY_DIR}/man/${name}.1)
  add_custom_command(OUTPUT ${page}.gz
    COMMAND ${CMAKE_COMMAND} -E copy ${PROJECT_SOURCE_DIR}/resources/man/${name}.1 ${page}
    COMMAND gzip -9nf ${page}
    DEPENDS ${PROJECT_SOURCE_DIR}/resources/man/${name}.1
    VERBATIM)
  add_custom_target(pw_man_${name} ALL DEPENDS ${page}.gz)
  install(FILES ${page}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endfunction()

install(TARGETS puzzle-bench RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
pw_install_man_page(puzzle-bench)

if(PW_BUILD_GUI)
  install(TARGETS puzzle-workbench RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  pw_install_man_page(puzzle-workbench)
  configure_file(${PROJECT_SOURCE_DIR}/resources/desktop/puzzle-workbench.desktop.in
                 ${CMAKE_CURRENT_BINARY_DIR}/desktop/${PW_APP_ID}.desktop @ONLY)
  configure_file(${PROJECT_SOURCE_DIR}/resources/desktop/puzzle-workbench.metainfo.xml.in
                 ${CMAKE_CURRENT_BINARY_DIR}/desktop/${PW_APP_ID}.metainfo.xml @ONLY)
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/desktop/${PW_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/desktop/${PW_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  install(FILES ${PROJECT_SOURCE_DIR}/resources/app/puzzle-workbench.svg
          DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps RENAME ${PW_APP_ID}.svg)
endif()
