# Run by CPack on the staged install of the Debian package, before it packs
# it (CPACK_PRE_BUILD_SCRIPTS, resources/packaging.cmake): what Debian's
# policy asks of a package, and `cmake --install` into any prefix need not do.
#   - The programs in /usr/games, not /usr/bin (Policy 11.11, games). They
#     find their data as ../share/houserules from either. Stripped (by
#     CPack) also of the .comment and .note sections, as dh_strip does.
#   - The man pages compressed with gzip -9n (Policy 12.1).
#   - In /usr/share/doc/houserules, the changelog (debian/changelog, as
#     changelog.gz, a native package's name for it; Policy 12.7), and no
#     copy of the GPL beside the machine-readable copyright, which points to
#     /usr/share/common-licenses (Policy 12.5).
#   - The MIME type's *.yaml patterns (mime/houserules-yaml-globs.xml), which
#     are safe only in the system's MIME database, /usr/share/mime.
# The tests install_debian_package and debian_package_lintian
# (tests/install/debian_package.cmake) check the result, the second with
# lintian.

if(NOT CPACK_GENERATOR STREQUAL "DEB")
    return()
endif()

set(usr "${CPACK_TEMPORARY_INSTALL_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
set(doc "${usr}/${CPACK_HOUSERULES_DATADIR}/doc/houserules")
if(NOT IS_DIRECTORY "${doc}")
    message(FATAL_ERROR "package.cmake: no ${doc} in the staged install")
endif()

# Files this script writes get the usual permissions, whatever the umask.
function(publish file)
    file(CHMOD "${file}" PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
endfunction()

# A new version needs its changelog entry: the package's version is the top one's.
set(changelog "${CPACK_HOUSERULES_DEBIAN_DIR}/changelog")
file(STRINGS "${changelog}" top LIMIT_COUNT 1)
if(NOT top MATCHES "^houserules \\(([^)]+)\\) " OR NOT CMAKE_MATCH_1 STREQUAL CPACK_PACKAGE_VERSION)
    message(FATAL_ERROR "package.cmake: the package is version ${CPACK_PACKAGE_VERSION}, but ${changelog} "
                        "begins with\n  ${top}\nAdd an entry for ${CPACK_PACKAGE_VERSION} on top.")
endif()

function(gzip file output)
    execute_process(COMMAND gzip -9nc "${file}" OUTPUT_FILE "${output}" RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "package.cmake: gzip ${file} failed (${rc})")
    endif()
    publish("${output}")
endfunction()

if(CPACK_HOUSERULES_BINDIR STREQUAL "bin")
    file(RENAME "${usr}/bin" "${usr}/games")
elseif(NOT CPACK_HOUSERULES_BINDIR STREQUAL "games")
    # Another depth would break the programs' path to their data.
    message(FATAL_ERROR "package.cmake: the package wants the programs in bin/ or games/, "
                        "not CMAKE_INSTALL_BINDIR=${CPACK_HOUSERULES_BINDIR}")
endif()

file(GLOB programs "${usr}/games/*")
foreach(program IN LISTS programs)
    file(READ "${program}" magic LIMIT 4 HEX)
    if(magic STREQUAL "7f454c46")
        execute_process(COMMAND "${CPACK_OBJCOPY_EXECUTABLE}" --remove-section=.comment --remove-section=.note
                                "${program}" RESULT_VARIABLE rc ERROR_VARIABLE err)
        if(NOT rc EQUAL 0)
            message(FATAL_ERROR "package.cmake: objcopy ${program} failed (${rc}): ${err}")
        endif()
    endif()
endforeach()

file(GLOB pages "${usr}/${CPACK_HOUSERULES_MANDIR}/man*/*.[1-9]")
if(NOT pages)
    message(FATAL_ERROR "package.cmake: no man pages in ${usr}/${CPACK_HOUSERULES_MANDIR}")
endif()
foreach(page IN LISTS pages)
    gzip("${page}" "${page}.gz")
    file(REMOVE "${page}")
endforeach()

gzip("${changelog}" "${doc}/changelog.gz")
file(REMOVE "${doc}/LICENSE")

set(mime "${usr}/${CPACK_HOUSERULES_DATADIR}/mime/packages")
if(NOT EXISTS "${mime}/houserules.xml")
    message(FATAL_ERROR "package.cmake: no ${mime}/houserules.xml in the staged install")
endif()
file(COPY_FILE "${CPACK_HOUSERULES_MIME_DIR}/houserules-yaml-globs.xml" "${mime}/houserules-yaml-globs.xml")
publish("${mime}/houserules-yaml-globs.xml")
