/*
 * The instruction labels of NV_vertex_program2 programs while they are
 * parsed: definitions in text order with a hash index, so that a text
 * of any number of labels is read in linear time.
 *
 * "The <identifier> rule matches a sequence of one or more letters ("A"
 * through "Z", "a" through "z", and "_") and digits ("0" through "9);
 * the first character must be a letter. ... names are case-sensitive."
 */
#include <stdlib.h>
#include <string.h>

#include "nvp_priv.h"

static uint32_t
hash_name(const char *name, size_t len)
{
   uint32_t h = 2166136261u;   /* FNV-1a */

   for (size_t i = 0; i < len; i++) {
      h ^= (unsigned char)name[i];
      h *= 16777619u;
   }
   return h;
}

/* The slot of 'name': the one holding it, or the empty one where it
 * would go.  The table is never more than half full. */
static unsigned
find_slot(const struct nvp_labels *t, const char *name, size_t len)
{
   unsigned mask = t->num_slots - 1;
   unsigned s = hash_name(name, len) & mask;

   for (;;) {
      unsigned k = t->slots[s];
      if (k == 0)
         return s;
      const char *other = t->labels[k - 1].name;
      if (strlen(other) == len && memcmp(other, name, len) == 0)
         return s;
      s = (s + 1) & mask;
   }
}

int
nvp_labels_find(const struct nvp_labels *t, const char *name, size_t len)
{
   if (!t->num_slots)
      return -1;
   return (int)t->slots[find_slot(t, name, len)] - 1;
}

static bool
grow(struct nvp_labels *t)
{
   unsigned num_slots = t->num_slots ? t->num_slots * 2 : 64;
   unsigned *slots = calloc(num_slots, sizeof(*slots));

   if (!slots)
      return false;
   free(t->slots);
   t->slots = slots;
   t->num_slots = num_slots;
   for (unsigned i = 0; i < t->num; i++) {
      const char *n = t->labels[i].name;
      t->slots[find_slot(t, n, strlen(n))] = i + 1;
   }
   return true;
}

int
nvp_labels_add(struct nvp_labels *t, const char *name, size_t len,
               unsigned instr, const struct nvp_token *tok)
{
   if (t->num >= t->num_slots / 2 && !grow(t))
      return -1;
   struct nvp_label *grown = nvp_grow(t->labels, &t->cap, t->num,
                                      sizeof(*grown), 16);
   if (!grown)
      return -1;
   t->labels = grown;

   char *copy = malloc(len + 1);
   if (!copy)
      return -1;
   memcpy(copy, name, len);
   copy[len] = '\0';

   struct nvp_label *l = &t->labels[t->num];
   l->name = copy;
   l->instr = instr;
   l->offset = (uint32_t)tok->offset;
   l->line = tok->line;
   l->column = tok->column;
   l->subroutine_num = -1;
   t->slots[find_slot(t, name, len)] = ++t->num;
   return (int)t->num - 1;
}

void
nvp_labels_fini(struct nvp_labels *t)
{
   for (unsigned i = 0; i < t->num; i++)
      free(t->labels[i].name);
   free(t->labels);
   free(t->slots);
   memset(t, 0, sizeof(*t));
}

void
nvp_labels_give(struct nvp_labels *t, struct nvp_program *prog)
{
   prog->labels = t->labels;
   prog->num_labels = t->num;
   t->labels = NULL;
   t->num = 0;
}
