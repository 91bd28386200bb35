# Installing colljit for C/C++ consumers: headers, the shared library, a CMake package
# (find_package(colljit) -> colljit::colljit) with a version file, and colljit.pc. A Python
# wheel build (scikit-build-core sets SKBUILD) installs only the library, once, into the package.
include(CMakePackageConfigHelpers)
set(CJ_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/colljit)

if(SKBUILD)
  # One file, named as the package looks for it (a wheel cannot hold the .so symlinks).
  install(FILES $<TARGET_FILE:colljit> DESTINATION colljit RENAME libcolljit.so COMPONENT python)
  file(CONFIGURE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/_version.py
       CONTENT "# made by the build from CMake's project() version\n__version__ = \"@PROJECT_VERSION@\"\n"
       @ONLY)
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/_version.py DESTINATION colljit COMPONENT python)
endif()

install(TARGETS colljit EXPORT colljitTargets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${PROJECT_SOURCE_DIR}/include/colljit.h
              ${CMAKE_CURRENT_BINARY_DIR}/include/colljit_version.h
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT colljitTargets NAMESPACE colljit:: DESTINATION ${CJ_CMAKE_DIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/colljitConfig.cmake.in
                              ${CMAKE_CURRENT_BINARY_DIR}/colljitConfig.cmake
                              INSTALL_DESTINATION ${CJ_CMAKE_DIR})
# 0.x: a minor version may change the API
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/colljitConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/colljitConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/colljitConfigVersion.cmake
        DESTINATION ${CJ_CMAKE_DIR})

# colljit.pc, relocatable: paths relative to where the .pc file is installed
set(CJ_PC_DIR ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
file(RELATIVE_PATH CJ_PC_TO_PREFIX /prefix/${CJ_PC_DIR} /prefix)
string(REGEX REPLACE "/$" "" CJ_PC_TO_PREFIX "${CJ_PC_TO_PREFIX}")
configure_file(${PROJECT_SOURCE_DIR}/cmake/colljit.pc.in ${CMAKE_CURRENT_BINARY_DIR}/colljit.pc
               @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/colljit.pc DESTINATION ${CJ_PC_DIR})
