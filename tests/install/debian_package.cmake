# install_debian_package and debian_package_lintian: `cpack -G DEB` builds
# the package from the built tree into a temporary folder (it builds nothing;
# a few seconds), then
#   - the package holds what resources/debian/package.cmake makes of the
#     install: the programs in /usr/games and none in /usr/bin, compressed
#     man pages, the changelog, the copyright without the GPL's text beside
#     it, both MIME files, the desktop entry;
#   - its houserules-cli, unpacked, finds the variants from /usr/games;
#   - with -DLINTIAN=..., lintian reports no error and no warning (the
#     overrides below, each with its reason, are the only exceptions).
#
#   cmake -DBUILD_DIR=... -DCPACK=... -DDPKG_DEB=... [-DLINTIAN=...] -P debian_package.cmake

# lintian tags accepted, each with why a maintainer would accept it too.
# (None today: keep it that way if you can.)
set(lintian_overrides "")

cmake_minimum_required(VERSION 3.25)

if(DEFINED ENV{TMPDIR})
    set(tmp "$ENV{TMPDIR}")
else()
    set(tmp /tmp)
endif()
string(RANDOM LENGTH 10 suffix)
set(root "${tmp}/houserules-deb-${suffix}")
file(MAKE_DIRECTORY "${root}/unpacked" "${root}/home")

function(fail message)
    message(FATAL_ERROR "debian_package: ${message}\n(left in ${root} for a look)")
endfunction()

execute_process(COMMAND "${CPACK}" -G DEB --config "${BUILD_DIR}/CPackConfig.cmake" -B "${root}"
                WORKING_DIRECTORY "${root}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
file(GLOB deb "${root}/houserules_*.deb")
list(LENGTH deb count)
if(NOT rc EQUAL 0 OR NOT count EQUAL 1)
    fail("cpack -G DEB failed (${rc}):\n${out}${err}")
endif()

execute_process(COMMAND "${DPKG_DEB}" --contents "${deb}" RESULT_VARIABLE rc OUTPUT_VARIABLE listing ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    fail("dpkg-deb --contents: ${err}")
endif()
# "-rwxr-xr-x root/root 123 2026-11-26 22:50 ./usr/games/houserules" -> usr/games/houserules
string(REGEX REPLACE "(^|\n)[^\n]* \\./" "\\1" paths "${listing}")
string(REPLACE "\n" ";" paths "${paths}")
set(expected
    usr/games/houserules usr/games/houserules-cli usr/games/houserules-slurm
    usr/share/man/man6/houserules.6.gz usr/share/man/man6/houserules-cli.6.gz usr/share/man/man6/houserules-slurm.6.gz
    usr/share/doc/houserules/copyright usr/share/doc/houserules/changelog.gz
    usr/share/mime/packages/houserules.xml usr/share/mime/packages/houserules-yaml-globs.xml
    usr/share/applications/houserules.desktop usr/share/metainfo/io.github.houserules.Houserules.metainfo.xml
    usr/share/houserules/variants/blasting-billy/standard.yaml)
foreach(path IN LISTS expected)
    if(NOT path IN_LIST paths)
        fail("not in the package: ${path}\n${listing}")
    endif()
endforeach()
foreach(path IN LISTS paths)
    if(path MATCHES "^usr/bin/|^usr/share/doc/houserules/LICENSE$|^usr/share/man/.*\\.[1-9]$")
        fail("in the package, and it should not be: ${path}")
    endif()
endforeach()

# Unpacked anywhere, the CLI finds its variants as ../share/houserules from games/.
execute_process(COMMAND "${DPKG_DEB}" --extract "${deb}" "${root}/unpacked" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    fail("dpkg-deb --extract: ${err}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=HOUSERULES_VARIANTS "HOME=${root}/home"
                        "XDG_DATA_HOME=${root}/home/.local/share" "XDG_CONFIG_HOME=${root}/home/.config"
                        "${root}/unpacked/usr/games/houserules-cli" validate blasting-billy/standard
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    fail("the packaged houserules-cli validate blasting-billy/standard (${rc}):\n${out}${err}")
endif()

if(LINTIAN)
    execute_process(COMMAND "${LINTIAN}" --tag-display-limit 0 --info "${deb}"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    # lintian's status is 0 also with warnings: its report decides.
    string(REGEX MATCHALL "(^|\n)[EW]: [^\n]*" findings "${out}")
    set(unexpected "")
    foreach(finding IN LISTS findings)
        string(REGEX REPLACE "^\n" "" finding "${finding}")
        string(REGEX REPLACE "^[EW]: houserules[^:]*: ([^ ]+).*" "\\1" tag "${finding}")
        if(NOT tag IN_LIST lintian_overrides)
            list(APPEND unexpected "${finding}")
        endif()
    endforeach()
    # Indented, so that CMake prints the report as it is.
    string(REPLACE "\n" "\n    " report "    ${out}${err}")
    if(NOT rc EQUAL 0 OR unexpected)
        fail("lintian (status ${rc}) finds what a maintainer would fix:\n${report}")
    endif()
    message(STATUS "lintian finds no error and no warning:\n${report}")
endif()

file(REMOVE_RECURSE "${root}")
cmake_path(GET deb FILENAME name)
message(STATUS "debian_package: ${name} holds what it should, and its CLI runs from /usr/games")
