# The app's layers point one way: shell over print over games over session
# over userdata over the engine. Fails when session/ includes games/, print/
# or shell/, games/ includes print/ or shell/, print/ includes shell/, or
# userdata/ (which the command line links too) includes any of them.
function(check_layer folder forbidden)
    file(GLOB_RECURSE sources "${APP_DIR}/${folder}/*.h" "${APP_DIR}/${folder}/*.cpp")
    foreach(source IN LISTS sources)
        foreach(upper IN LISTS forbidden)
            file(STRINGS "${source}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"${upper}/")
            if(lines)
                set(offenders "${offenders}${source}: ${lines}\n" PARENT_SCOPE)
            endif()
        endforeach()
    endforeach()
endfunction()
set(offenders "")
check_layer(session "games;print;shell")
check_layer(games "print;shell")
check_layer(print "shell")
check_layer(userdata "session;games;print;shell;cli")
if(offenders)
    message(FATAL_ERROR "app/ layers must point one way (shell > print > games > session > userdata > engine):\n${offenders}")
endif()
message(STATUS "app/ layers point one way")
