# install_tree: `cmake --install` into a temporary prefix outside the source
# and build trees, that prefix moved elsewhere as a whole (so nothing can be
# found through a path compiled into the programs), then:
#   - the installed file list: programs, variants, .qm files, icons (PNG of
#     the right size), desktop entry, metainfo, MIME type, man pages, the
#     copyright and licence; the desktop entry claims the MIME type installed
#     (and the *.yaml patterns, only for the Debian package, are not there);
#   - the installed houserules-cli validates every shipped variant by id and
#     simulates a few games, and fails to find a variant once the prefix's
#     variants are taken away (no fallback to the source tree);
#   - the installed app starts offscreen, shows its start page and reports the
#     translation and variants it loaded: the prefix's.
# Every program runs in a working directory inside the temporary folder, with
# HOME and the XDG folders there too.
#
#   cmake -DBUILD_DIR=... -DSOURCE_DIR=... -DICON_SIZES=16,32,... -P install_tree.cmake

if(DEFINED ENV{TMPDIR})
    set(tmp "$ENV{TMPDIR}")
else()
    set(tmp /tmp)
endif()
string(RANDOM LENGTH 10 suffix)
set(root "${tmp}/houserules-install-${suffix}")
set(staged "${root}/staged")
set(prefix "${root}/prefix")
set(work "${root}/work")
file(MAKE_DIRECTORY "${root}" "${work}" "${root}/home")

function(fail message)
    message(FATAL_ERROR "install_tree: ${message}\n(left in ${root} for a look)")
endfunction()

execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${staged}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    fail("cmake --install failed (${rc}):\n${out}${err}")
endif()
file(RENAME "${staged}" "${prefix}")

# The file list.
set(expected
    bin/houserules bin/houserules-cli bin/houserules-slurm
    share/applications/houserules.desktop
    share/metainfo/io.github.houserules.Houserules.metainfo.xml
    share/mime/packages/houserules.xml
    share/icons/hicolor/scalable/apps/houserules.svg
    share/man/man6/houserules.6 share/man/man6/houserules-cli.6 share/man/man6/houserules-slurm.6
    share/doc/houserules/copyright share/doc/houserules/LICENSE)
foreach(lang nl en de fr it)
    list(APPEND expected share/houserules/translations/houserules_${lang}.qm)
endforeach()
file(GLOB_RECURSE shipped RELATIVE "${SOURCE_DIR}/variants" "${SOURCE_DIR}/variants/*.yaml")
if(NOT shipped)
    fail("no variants in ${SOURCE_DIR}/variants")
endif()
foreach(variant IN LISTS shipped)
    list(APPEND expected share/houserules/variants/${variant})
endforeach()
string(REPLACE "," ";" sizes "${ICON_SIZES}")
foreach(size IN LISTS sizes)
    list(APPEND expected share/icons/hicolor/${size}x${size}/apps/houserules.png)
endforeach()
foreach(file IN LISTS expected)
    if(NOT EXISTS "${prefix}/${file}")
        fail("not installed: ${file}")
    endif()
endforeach()
if(EXISTS "${prefix}/share/mime/packages/houserules-yaml-globs.xml")
    fail("houserules-yaml-globs.xml is installed: it belongs only in the system's MIME database (the package's)")
endif()

# The desktop entry claims the game records' type, which the MIME file defines, and nothing else.
file(READ "${prefix}/share/applications/houserules.desktop" desktop)
string(REGEX MATCH "\nMimeType=([^\n]*)" _ "${desktop}")
set(claimed "${CMAKE_MATCH_1}")
file(READ "${prefix}/share/mime/packages/houserules.xml" mime)
string(REGEX MATCH "<mime-type type=\"([^\"]+)\"" _ "${mime}")
if(NOT claimed STREQUAL "${CMAKE_MATCH_1};")
    fail("the desktop entry claims ${claimed}, the MIME file defines ${CMAKE_MATCH_1}")
endif()

# A PNG's width and height are the first two fields of its IHDR chunk (bytes 16-23).
foreach(size IN LISTS sizes)
    set(png "${prefix}/share/icons/hicolor/${size}x${size}/apps/houserules.png")
    file(READ "${png}" header LIMIT 24 HEX)
    string(SUBSTRING "${header}" 0 16 magic)
    string(SUBSTRING "${header}" 32 8 width)
    string(SUBSTRING "${header}" 40 8 height)
    math(EXPR width "0x${width}")
    math(EXPR height "0x${height}")
    if(NOT magic STREQUAL "89504e470d0a1a0a" OR NOT width EQUAL size OR NOT height EQUAL size)
        fail("${png} is not a ${size}x${size} PNG (${magic}, ${width}x${height})")
    endif()
endforeach()

# Runs an installed program from the working folder, with a home of its own
# and without $HOUSERULES_VARIANTS: sets <var>_rc and <var>_out.
function(run var)
    execute_process(
        COMMAND ${CMAKE_COMMAND} -E env --unset=HOUSERULES_VARIANTS "HOME=${root}/home"
                "XDG_CONFIG_HOME=${root}/home/.config" "XDG_DATA_HOME=${root}/home/.local/share"
                "XDG_CACHE_HOME=${root}/home/.cache" "XDG_RUNTIME_DIR=${root}/home/run" ${ARGN}
        WORKING_DIRECTORY "${work}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
    set(${var}_rc "${rc}" PARENT_SCOPE)
    set(${var}_out "${out}${err}" PARENT_SCOPE)
endfunction()
file(MAKE_DIRECTORY "${root}/home/run")
file(CHMOD "${root}/home/run" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
set(cli "${prefix}/bin/houserules-cli")

run(version "${cli}" --version)
if(NOT version_rc EQUAL 0 OR NOT version_out MATCHES "^houserules-cli [0-9]")
    fail("houserules-cli --version: ${version_rc}\n${version_out}")
endif()

# Every shipped variant by id: found only through the prefix.
set(ids "")
foreach(variant IN LISTS shipped)
    string(REGEX REPLACE "\\.yaml$" "" id "${variant}")
    list(APPEND ids "${id}")
endforeach()
run(validate "${cli}" validate ${ids})
if(NOT validate_rc EQUAL 0)
    fail("installed houserules-cli validate ${ids}: ${validate_rc}\n${validate_out}")
endif()

run(simulate "${cli}" simulate --variant blasting-billy/standard --players 4 --bots heuristic,random,random,random
    --games 20 --seed 1 --threads 1 --json)
if(NOT simulate_rc EQUAL 0 OR NOT simulate_out MATCHES "\"games\"")
    fail("installed houserules-cli simulate: ${simulate_rc}\n${simulate_out}")
endif()

# Without the prefix's variants the id is unknown: the program looks nowhere else.
file(RENAME "${prefix}/share/houserules/variants" "${prefix}/share/houserules/variants-away")
run(missing "${cli}" validate blasting-billy/standard)
file(RENAME "${prefix}/share/houserules/variants-away" "${prefix}/share/houserules/variants")
if(missing_rc EQUAL 0)
    fail("houserules-cli found blasting-billy/standard without the prefix's variants:\n${missing_out}")
endif()

# The app, offscreen, in Dutch: the start page shown, the prefix's Dutch translation and variants used.
run(app QT_QPA_PLATFORM=offscreen LC_ALL=nl_NL.UTF-8 LANG=nl_NL.UTF-8 "${prefix}/bin/houserules" --self-test)
set(translation "translation: ${prefix}/share/houserules/translations/houserules_nl.qm\n")
set(variants "variants folder: ${prefix}/share/houserules/variants\n")
string(FIND "${app_out}" "${translation}" at_translation)
string(FIND "${app_out}" "${variants}" at_variants)
string(FIND "${app_out}" "${SOURCE_DIR}" at_source)
if(NOT app_rc EQUAL 0 OR at_translation EQUAL -1 OR at_variants EQUAL -1 OR NOT at_source EQUAL -1
   OR NOT app_out MATCHES "start page shown: yes")
    fail("installed houserules --self-test: ${app_rc}\n${app_out}")
endif()
string(REGEX MATCH "variants: ([0-9]+)" _ "${app_out}")
list(LENGTH ids count)
if(NOT CMAKE_MATCH_1 EQUAL count)
    fail("the installed app found ${CMAKE_MATCH_1} variants, ${count} are shipped:\n${app_out}")
endif()

file(REMOVE_RECURSE "${root}")
message(STATUS "install_tree: ${count} variants, the CLI and the app ran from the installed prefix")
