# `cpack -G DEB` (from the build folder, once it is built) builds
# houserules_<version>_<arch>.deb for people who only want to play:
# `apt-get install ./houserules_*.deb`. The shared libraries' packages come
# from dpkg-shlibdeps (package dpkg-dev); the Qt plugins the app loads at run
# time (xcb, SVG icons and images) are in those same packages (libqt6gui6,
# libqt6svg6). debian/package.cmake turns the staged install into what
# Debian's policy asks for (programs in /usr/games, compressed man pages, the
# changelog, ...), and lintian finds nothing to fix in the result (the tests
# install_debian_package and debian_package_lintian).

set(HOUSERULES_MAINTAINER "The Houserules developers <houserules@users.noreply.github.com>"
    CACHE STRING "The Maintainer field of the Debian package")

set(CPACK_PACKAGE_NAME houserules)
set(CPACK_PACKAGE_VENDOR "The Houserules developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "play, change and playtest the rules of tabletop games")
set(CPACK_PACKAGE_DESCRIPTION
    "Houserules plays Blasting Billy, Boomo, Halunken & Spelunken and Wyatt Earp
on a desktop table, hot-seat or against computer opponents, in Dutch, English,
German, French and Italian. Its rules editor saves changed rules as house
rules, and its playtest lab simulates thousands of games to show what a change
does. houserules-cli validates variants, replays game records and runs large
simulations from the command line.")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/houserules/houserules")
set(CPACK_PACKAGE_CONTACT "${HOUSERULES_MAINTAINER}")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${HOUSERULES_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The notebook's SQLite driver, a plugin that shlibdeps cannot see.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite")
# Qt's own dialogs in the user's language; Wayland without XWayland;
# sbatch, for houserules-slurm; a team's notebook on PostgreSQL.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "qt6-wayland, slurm-client, libqt6sql6-psql")

set(CPACK_PRE_BUILD_SCRIPTS "${PROJECT_SOURCE_DIR}/resources/debian/package.cmake")
# What that script needs to know (CPack passes on only CPACK_ variables).
set(CPACK_HOUSERULES_DEBIAN_DIR "${PROJECT_SOURCE_DIR}/resources/debian")
set(CPACK_HOUSERULES_MIME_DIR "${PROJECT_SOURCE_DIR}/resources/mime")
set(CPACK_HOUSERULES_BINDIR "${CMAKE_INSTALL_BINDIR}")
set(CPACK_HOUSERULES_DATADIR "${CMAKE_INSTALL_DATADIR}")
set(CPACK_HOUSERULES_MANDIR "${CMAKE_INSTALL_MANDIR}")

include(CPack)
