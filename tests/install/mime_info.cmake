# desktop_mime_info: the game records' MIME type (resources/mime/) is valid,
# and a file manager gives it to game records and only to them:
#   - xmllint (when installed) and update-mime-database read both files
#     without a word;
#   - in a MIME database like the Debian package's /usr/share/mime
#     (freedesktop.org.xml with both of ours), Qt (the test's mimeprobe) and,
#     when its `gio` is installed, GLib call a record a game record, whatever
#     it is called, and a variant or any other YAML file application/x-yaml;
#   - with the database of a prefix of its own before that one (what
#     `cmake --install --prefix /usr/local` makes: houserules.xml alone, no
#     cache, which Qt reads and GLib does not), a YAML file stays YAML for
#     Qt; there only a record whose name matches no pattern is recognised.
#
#   cmake -DMIME_DIR=... -DFREEDESKTOP_XML=... -DUPDATE_MIME_DATABASE=... -DPROBE=...
#         -DVARIANT=a-shipped-variant.yaml [-DXMLLINT=...] [-DGIO=...] -P mime_info.cmake

cmake_minimum_required(VERSION 3.25)

if(DEFINED ENV{TMPDIR})
    set(tmp "$ENV{TMPDIR}")
else()
    set(tmp /tmp)
endif()
string(RANDOM LENGTH 10 suffix)
set(root "${tmp}/houserules-mime-${suffix}")
set(system "${root}/system")
set(bare "${root}/bare")
set(prefix "${root}/prefix")
set(files "${root}/files")
file(MAKE_DIRECTORY "${system}/mime/packages" "${bare}/mime/packages" "${prefix}/mime/packages" "${files}"
     "${root}/home")

function(fail message)
    message(FATAL_ERROR "desktop_mime_info: ${message}\n(left in ${root} for a look)")
endfunction()

set(ours "${MIME_DIR}/houserules.xml" "${MIME_DIR}/houserules-yaml-globs.xml")
if(XMLLINT)
    execute_process(COMMAND "${XMLLINT}" --noout ${ours} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT rc EQUAL 0 OR NOT out STREQUAL "")
        fail("xmllint:\n${out}")
    endif()
endif()

# The package's database; one without Houserules' package, and a prefix's.
file(COPY ${ours} "${FREEDESKTOP_XML}" DESTINATION "${system}/mime/packages")
file(COPY "${FREEDESKTOP_XML}" DESTINATION "${bare}/mime/packages")
file(COPY "${MIME_DIR}/houserules.xml" DESTINATION "${prefix}/mime/packages")
# update-mime-database reports a mistake in a file and carries on (status 0),
# so anything it says fails the test. With its folder in XDG_DATA_DIRS it
# says nothing else.
foreach(database IN ITEMS "${system}" "${bare}")
    execute_process(COMMAND ${CMAKE_COMMAND} -E env "XDG_DATA_DIRS=${database}" "${UPDATE_MIME_DATABASE}"
                            "${database}/mime" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT rc EQUAL 0 OR NOT out STREQUAL "")
        fail("update-mime-database ${database}/mime (${rc}):\n${out}")
    endif()
endforeach()
file(STRINGS "${system}/mime/types" types)
file(STRINGS "${system}/mime/globs2" globs REGEX "houserules")
list(SORT globs)
if(NOT "application/x-houserules-game" IN_LIST types
   OR NOT globs STREQUAL "40:application/x-houserules-game:*.yaml;40:application/x-houserules-game:*.yml")
    fail("update-mime-database made of our files the globs\n  ${globs}")
endif()

# A record as writeRecord writes it (test_record holds the writer to its first
# bytes), the same with a comment on top, a variant (also `game: ` first) and
# other YAML.
set(record "game: blasting-billy\nvariant: blasting-billy/standard\nplayers: [Ann, Bob, Cid]\nfirst_player: 0\nseed: 7\n")
string(APPEND record "decisions:\n  - loot 1\n  - dump 2\n")
file(WRITE "${files}/blasting-billy 2026-11-22.yaml" "${record}")
file(WRITE "${files}/friday.yml" "${record}")
file(WRITE "${files}/friday" "${record}")
file(WRITE "${files}/commented.yaml" "# Friday's game\n${record}")
file(COPY_FILE "${VARIANT}" "${files}/standard.yaml")
file(WRITE "${files}/house-rule.yaml"
     "game: blasting-billy\nextends: standard\nparameters:\n  players:\n    max: 4\n  hand_size: 4\n")
file(WRITE "${files}/other.yaml" "name: a party\nplayers: [Ann, Bob]\ngame: charades\n")

set(record_type application/x-houserules-game)
set(yaml_type application/x-yaml)
set(system_expected
    "blasting-billy 2026-11-22.yaml=${record_type}" "friday.yml=${record_type}" "friday=${record_type}"
    "commented.yaml=${yaml_type}" "standard.yaml=${yaml_type}" "house-rule.yaml=${yaml_type}"
    "other.yaml=${yaml_type}")
set(prefix_expected
    "blasting-billy 2026-11-22.yaml=${yaml_type}" "friday.yml=${yaml_type}" "friday=${record_type}"
    "standard.yaml=${yaml_type}" "other.yaml=${yaml_type}")

# Checks what `tool` (qt or gio) says of each file in `expected` (NAME=TYPE),
# with only the MIME databases of `data_dirs`.
function(check tool data_dirs where)
    set(env ${CMAKE_COMMAND} -E env "XDG_DATA_DIRS=${data_dirs}" "XDG_DATA_HOME=${root}/home")
    foreach(pair IN LISTS ARGN)
        string(REGEX REPLACE "=.*" "" name "${pair}")
        string(REGEX REPLACE ".*=" "" want "${pair}")
        if(tool STREQUAL "qt")
            execute_process(COMMAND ${env} "${PROBE}" "${files}/${name}" RESULT_VARIABLE rc OUTPUT_VARIABLE out
                            ERROR_VARIABLE err)
            string(REGEX REPLACE ".*: " "" got "${out}")
        else()
            execute_process(COMMAND ${env} "${GIO}" info -a standard::content-type "${files}/${name}"
                            RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
            string(REGEX MATCH "standard::content-type: [^\n]*" got "${out}")
            string(REGEX REPLACE ".*: " "" got "${got}")
        endif()
        string(STRIP "${got}" got)
        if(NOT rc EQUAL 0 OR NOT got STREQUAL want)
            list(APPEND wrong "${tool}, ${where}: ${name} is ${got} (${rc}${err}), not ${want}")
        endif()
    endforeach()
    set(wrong "${wrong}" PARENT_SCOPE)
endfunction()

set(wrong "")
check(qt "${system}" "the package's database" ${system_expected})
check(qt "${prefix}:${bare}" "a prefix's database first" ${prefix_expected})
# GLib reads only a database's cache, which nothing makes in a prefix.
if(GIO)
    check(gio "${system}" "the package's database" ${system_expected})
endif()
if(wrong)
    list(JOIN wrong "\n  " list)
    fail("the wrong MIME types:\n  ${list}")
endif()

file(REMOVE_RECURSE "${root}")
set(toolkits Qt)
if(GIO)
    set(toolkits "Qt and GLib")
endif()
message(STATUS "desktop_mime_info: valid, and ${toolkits} tell game records from other YAML files")
