# The editor, the playtest lab and the simulation reports stand on the
# engine only: nothing in editor/ includes the app's layers (art, session,
# games, shell, cli), so the app links the editor and never the other way,
# and a game's words reach the lab through FigureTexts.
file(GLOB_RECURSE sources "${EDITOR_DIR}/*.h" "${EDITOR_DIR}/*.cpp")
set(offenders "")
foreach(source IN LISTS sources)
    file(STRINGS "${source}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"(art|session|games|shell|cli|app)/")
    if(lines)
        string(APPEND offenders "${source}: ${lines}\n")
    endif()
endforeach()
if(offenders)
    message(FATAL_ERROR "editor/ must not include the app's layers:\n${offenders}")
endif()
message(STATUS "editor/ includes nothing of the app's layers")
