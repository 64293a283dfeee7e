!!NVfp5.0
# NV_gpu_program5's per-sample fragment grammar: the SAMPLE modifier
# (an input at the sample's location), fragment.sampleid (SAMPLEID),
# fragment.samplemask (SAMPLEMASK with multisample buffers, 1 without)
# and result.samplemask (the SAMPLEMASK output, all samples until
# written).
SAMPLE ATTRIB a = fragment.attrib[0];
NOPERSPECTIVE SAMPLE ATTRIB t = fragment.texcoord[2];
INT TEMP i;
UINT TEMP m;
TEMP r;
MOV.S i.x, fragment.sampleid.x;
AND.U m.x, fragment.samplemask.x, 5;
MOV.U result.samplemask.x, m.x;
ADD r, a, t;
I2F.S r.w, i.x;
MOV result.color, r;
END
