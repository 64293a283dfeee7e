!!NVfp5.0
# OPTION NV_early_fragment_tests: "the depth and stencil tests will be
# performed prior to fragment program invocation", and "The depth value
# produced by the fragment program has no effect" (issue 12), so the
# result.depth write below reaches no output.
OPTION NV_early_fragment_tests;
MOV result.color, fragment.color;
MOV result.depth.z, 0.25;
KIL LT.x;
END
