# The fuzz_smoke test (tests/CMakeLists.txt): builds the engine and the fuzz
# targets with clang in a build folder of their own (BUILD_DIR, configured
# once and then only brought up to date), and runs each target for RUNS
# executions from its seed corpus. New inputs go to a scratch folder, never
# into the source tree. Any crash, sanitizer report or failed check fails
# the test.
#
#   cmake -DSOURCE_DIR=... -DBUILD_DIR=... -DCLANGXX=... -DRUNS=10000 -P smoke.cmake

foreach(var SOURCE_DIR BUILD_DIR CLANGXX RUNS)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "smoke.cmake needs -D${var}=...")
    endif()
endforeach()

set(targets fuzz_variant fuzz_record fuzz_decision)

if(NOT EXISTS "${BUILD_DIR}/build.ninja")
    execute_process(
        COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${BUILD_DIR} -G Ninja -DCMAKE_BUILD_TYPE=Release
                -DCMAKE_CXX_COMPILER=${CLANGXX} -DHOUSERULES_FUZZ=ON
        RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "configuring the fuzz build failed")
    endif()
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD_DIR} --target ${targets} RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "building the fuzz targets failed")
endif()

foreach(target ${targets})
    set(scratch "${BUILD_DIR}/smoke/${target}")
    file(REMOVE_RECURSE "${scratch}")
    file(MAKE_DIRECTORY "${scratch}")
    set(dictionary)
    if(NOT target STREQUAL "fuzz_decision")
        set(dictionary -dict=${SOURCE_DIR}/tests/fuzz/yaml.dict)
    endif()
    execute_process(
        COMMAND ${BUILD_DIR}/tests/fuzz/${target} -runs=${RUNS} -seed=1 -print_final_stats=1 ${dictionary}
                -artifact_prefix=${BUILD_DIR}/smoke/${target}- ${scratch} ${SOURCE_DIR}/tests/fuzz/corpus/${target}
        RESULT_VARIABLE result
        OUTPUT_VARIABLE output
        ERROR_VARIABLE output)
    string(REGEX MATCH "stat::number_of_executed_units: *[0-9]+" executed "${output}")
    string(REGEX MATCH "Done [0-9]+ runs in [0-9]+ second" done "${output}")
    message(STATUS "${target}: ${done}s (${executed})")
    if(NOT result EQUAL 0)
        message("${output}")
        message(FATAL_ERROR "${target} found a problem (exit status ${result}); the input is in ${BUILD_DIR}/smoke/")
    endif()
endforeach()
