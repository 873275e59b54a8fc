# The playtest lab stands on the engine and the shared simreport only: it
# includes nothing of the app's layers (art, session, games, shell), so the
# editor can host it and a game's words reach it through FigureTexts.
file(GLOB_RECURSE sources "${LAB_DIR}/*.h" "${LAB_DIR}/*.cpp")
set(offenders "")
foreach(source IN LISTS sources)
    file(STRINGS "${source}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"(art|session|games|shell|cli)/")
    if(lines)
        string(APPEND offenders "${source}: ${lines}\n")
    endif()
endforeach()
if(offenders)
    message(FATAL_ERROR "editor/lab/ must not include the app's layers:\n${offenders}")
endif()
message(STATUS "editor/lab/ includes nothing of the app's layers")
