# man_pages: every command of `houserules-cli --help`, and every --option the
# CLI's, the app's and houserules-slurm's --help texts print (the usage and
# each command's; the script's is its opening comment), is in the man page,
# so the pages cannot fall behind the programs.
#
#   cmake -DCLI=... -DAPP=... -DSLURM=.../houserules-slurm.sh -DMAN_DIR=... -P man_pages.cmake

# The man page as text: troff's \- is a plain hyphen.
function(read_man file var)
    file(READ "${file}" text)
    string(REPLACE "\\-" "-" text "${text}")
    set(${var} "${text}" PARENT_SCOPE)
endfunction()

function(help var)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "man_pages: `${ARGN}` failed (${rc}):\n${err}")
    endif()
    set(${var} "${out}" PARENT_SCOPE)
endfunction()

# Adds to `missing` each --option in `help_text` that `man_text` does not name.
function(check_options help_text man_text where)
    string(REGEX MATCHALL "--[a-z][a-z-]*" options "${help_text}")
    list(REMOVE_DUPLICATES options)
    foreach(option IN LISTS options)
        string(REGEX MATCH "${option}([^a-z-]|$)" found "${man_text}")
        if(NOT found)
            list(APPEND missing "${where}: ${option}")
        endif()
    endforeach()
    set(missing "${missing}" PARENT_SCOPE)
endfunction()

set(missing "")
read_man("${MAN_DIR}/houserules-cli.6" cli_man)
help(usage "${CLI}" --help)
check_options("${usage}" "${cli_man}" "houserules-cli --help")
# The commands: the lines under "Commands:" up to the next blank line.
string(REGEX MATCH "Commands:\n(.*)" _ "${usage}")
string(REGEX REPLACE "\n\n.*" "" command_block "${CMAKE_MATCH_1}")
string(REGEX MATCHALL "(^|\n)  [a-z][a-z-]*" commands "${command_block}")
string(REGEX REPLACE "(^|\n)  " "" commands "${commands}")
list(LENGTH commands count)
if(count LESS 5)
    message(FATAL_ERROR "man_pages: found only ${count} commands in houserules-cli --help: ${commands}")
endif()
foreach(command IN LISTS commands)
    if(NOT cli_man MATCHES "\n\\.SS ${command}\n")
        list(APPEND missing "houserules-cli: the command ${command} (a .SS ${command} section)")
    endif()
    help(command_help "${CLI}" ${command} --help)
    check_options("${command_help}" "${cli_man}" "houserules-cli ${command} --help")
    # --help-all, which Qt lists, is answered too (and does not run the command).
    help(command_help_all "${CLI}" ${command} --help-all)
    if(NOT command_help_all STREQUAL command_help)
        list(APPEND missing "houserules-cli ${command} --help-all: not the same as --help")
    endif()
endforeach()

read_man("${MAN_DIR}/houserules.6" app_man)
help(app_usage "${APP}" --help)
check_options("${app_usage}" "${app_man}" "houserules --help")

read_man("${MAN_DIR}/houserules-slurm.6" slurm_man)
help(slurm_usage "${SLURM}" --help)
check_options("${slurm_usage}" "${slurm_man}" "houserules-slurm --help")

if(missing)
    list(JOIN missing "\n  " list)
    message(FATAL_ERROR "man_pages: not in the man pages:\n  ${list}")
endif()
message(STATUS "man_pages: ${count} commands (${commands}) and their options are in the man pages")
