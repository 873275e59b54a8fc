# Fails when a C++ file differs from the house style (.clang-format).
file(GLOB_RECURSE sources
     "${SOURCE_DIR}/engine/*.h" "${SOURCE_DIR}/engine/*.cpp"
     "${SOURCE_DIR}/app/*.h" "${SOURCE_DIR}/app/*.cpp"
     "${SOURCE_DIR}/editor/*.h" "${SOURCE_DIR}/editor/*.cpp"
     "${SOURCE_DIR}/tests/*.h" "${SOURCE_DIR}/tests/*.cpp")
execute_process(COMMAND "${CLANG_FORMAT}" --dry-run --Werror ${sources}
                RESULT_VARIABLE result ERROR_VARIABLE output)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "Code style differs; run clang-format -i on these files:\n${output}")
endif()
list(LENGTH sources count)
message(STATUS "${count} files follow the house style")
