# SPDX-License-Identifier: GPL-3.0-or-later
# `cpack -G DEB` in the build directory: a Debian package of the installed tree, with the
# shared-library dependencies found by dpkg-shlibdeps and the files lintian asks for.
set(CPACK_PACKAGE_NAME remis)
set(CPACK_PACKAGE_VENDOR "The Remis authors")
set(CPACK_PACKAGE_CONTACT "The Remis authors <remis@example.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "chess board with a FIDE arbiter")
set(CPACK_PACKAGE_INSTALL_DIRECTORY remis)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# Not "games": Debian keeps that section for programs in /usr/games, and Remis is as much a
# tool for arbiters and teachers as a game.
set(CPACK_DEBIAN_PACKAGE_SECTION misc)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${REMIS_HOMEPAGE})
# Qt loads the platform plug-ins (xcb, wayland) that any desktop session needs, so
# dpkg-shlibdeps cannot see them. libqt6svg6 (the SVG pieces and icon) is not named here:
# remis links Qt6::Svg, so dpkg-shlibdeps adds it with its version, and naming it again put it
# twice in Depends.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
# The long description (CPack indents it for the control file; "." stands for a blank line).
set(CPACK_PACKAGE_DESCRIPTION "Remis is a chess board for two people at one computer. An arbiter panel
shows the halfmove clock and how often the position has occurred, offers
the claims of threefold repetition and of the fifty-move rule exactly when
they may be made, and ends the game on checkmate, stalemate, dead position,
fivefold repetition and the 75-move rule.
.
remis-cli is the same arbiter on the command line: position status as
JSON, the audit of whole PGN archives, perft and dead-position analysis.")

# /usr/share/doc/remis: the copyright file and a compressed changelog, as Debian policy asks.
set(REMIS_DEB_DOC ${CMAKE_BINARY_DIR}/debian-doc)
file(MAKE_DIRECTORY ${REMIS_DEB_DOC})
configure_file(${CMAKE_SOURCE_DIR}/resources/debian/copyright ${REMIS_DEB_DOC}/copyright COPYONLY)
configure_file(${CMAKE_SOURCE_DIR}/resources/debian/changelog.in ${REMIS_DEB_DOC}/changelog @ONLY)
execute_process(COMMAND gzip -9nf ${REMIS_DEB_DOC}/changelog)
install(FILES ${REMIS_DEB_DOC}/copyright ${REMIS_DEB_DOC}/changelog.gz
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/remis)

include(CPack)
