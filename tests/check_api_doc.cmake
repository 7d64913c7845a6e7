# Fails when docs/api.md differs from what the help registry generates now: a function was
# added or its help changed without running `make api`.
execute_process(COMMAND ${ALEA} --dump-api ${OUT} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "alea --dump-api failed (${rc})")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT} ${API} RESULT_VARIABLE differ)
if(differ)
  message(FATAL_ERROR "docs/api.md is out of date: run `make api` and commit it")
endif()
