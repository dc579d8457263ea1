# SPDX-License-Identifier: GPL-3.0-or-later
# What `cmake --install` puts next to the two executables (whose rules live with their
# targets): the desktop entry, the AppStream metainfo, the icon and the man pages. The
# compiled translations are installed by src/gui. CPack (DEB) packs the same tree.
set(REMIS_DESKTOP_DIR ${CMAKE_SOURCE_DIR}/resources/desktop)

install(FILES ${REMIS_DESKTOP_DIR}/${REMIS_APP_ID}.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
configure_file(${REMIS_DESKTOP_DIR}/${REMIS_APP_ID}.metainfo.xml.in
               ${CMAKE_BINARY_DIR}/${REMIS_APP_ID}.metainfo.xml @ONLY)
install(FILES ${CMAKE_BINARY_DIR}/${REMIS_APP_ID}.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${CMAKE_SOURCE_DIR}/resources/icons/remis.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)

# Debian wants man pages compressed with gzip -9n (no name, no time stamp: reproducible).
find_program(GZIP_EXECUTABLE gzip REQUIRED)
set(REMIS_MAN_PAGES remis.1 remis-cli.1)
set(REMIS_MAN_GZ)
foreach(page ${REMIS_MAN_PAGES})
  set(gz ${CMAKE_BINARY_DIR}/man/${page}.gz)
  add_custom_command(OUTPUT ${gz}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/man
    COMMAND ${GZIP_EXECUTABLE} -9n -c ${CMAKE_SOURCE_DIR}/docs/man/${page} > ${gz}
    DEPENDS ${CMAKE_SOURCE_DIR}/docs/man/${page} VERBATIM)
  list(APPEND REMIS_MAN_GZ ${gz})
endforeach()
add_custom_target(remis_man ALL DEPENDS ${REMIS_MAN_GZ})
install(FILES ${REMIS_MAN_GZ} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
