/*
 * The GL entry points nvprog provides (installed by nvst_dispatch.c).
 */
#ifndef NVST_API_H
#define NVST_API_H

#include "main/glheader.h"

void GLAPIENTRY nvst_LoadProgramNV(GLenum target, GLuint id, GLsizei len,
                                   const GLubyte *program);
void GLAPIENTRY nvst_GetProgramivNV(GLuint id, GLenum pname, GLint *params);
void GLAPIENTRY nvst_GetProgramStringNV(GLuint id, GLenum pname,
                                        GLubyte *program);
GLboolean GLAPIENTRY nvst_AreProgramsResidentNV(GLsizei n, const GLuint *ids,
                                                GLboolean *residences);
void GLAPIENTRY nvst_RequestResidentProgramsNV(GLsizei n, const GLuint *ids);

void GLAPIENTRY nvst_ExecuteProgramNV(GLenum target, GLuint id,
                                      const GLfloat *params);
void GLAPIENTRY nvst_DeleteProgramsARB(GLsizei n, const GLuint *ids);

/* NV_geometry_program4 (nvst_geometry.c) */
void GLAPIENTRY nvst_ProgramVertexLimitNV(GLenum target, GLint limit);

void GLAPIENTRY nvst_TrackMatrixNV(GLenum target, GLuint address,
                                   GLenum matrix, GLenum transform);
void GLAPIENTRY nvst_GetTrackMatrixivNV(GLenum target, GLuint address,
                                        GLenum pname, GLint *params);
void GLAPIENTRY nvst_ProgramParameters4fvNV(GLenum target, GLuint index,
                                            GLsizei num,
                                            const GLfloat *params);
void GLAPIENTRY nvst_ProgramParameters4dvNV(GLenum target, GLuint index,
                                            GLsizei num,
                                            const GLdouble *params);
void GLAPIENTRY nvst_GetProgramParameterfvNV(GLenum target, GLuint index,
                                             GLenum pname, GLfloat *params);
void GLAPIENTRY nvst_GetProgramParameterdvNV(GLenum target, GLuint index,
                                             GLenum pname, GLdouble *params);

void GLAPIENTRY nvst_VertexAttribPointer(GLuint index, GLint size,
                                         GLenum type, GLboolean normalized,
                                         GLsizei stride,
                                         const GLvoid *pointer);
void GLAPIENTRY nvst_VertexAttribPointerNV(GLuint index, GLint size,
                                           GLenum type, GLsizei stride,
                                           const GLvoid *pointer);
void GLAPIENTRY nvst_GetVertexAttribPointerv(GLuint index, GLenum pname,
                                             GLvoid **pointer);
void GLAPIENTRY nvst_GetVertexAttribdvNV(GLuint index, GLenum pname,
                                         GLdouble *params);
void GLAPIENTRY nvst_GetVertexAttribfvNV(GLuint index, GLenum pname,
                                         GLfloat *params);
void GLAPIENTRY nvst_GetVertexAttribivNV(GLuint index, GLenum pname,
                                         GLint *params);

#endif
