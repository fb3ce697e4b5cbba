/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-choices.c — the buttons of a Catan move draft's next decision */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "catan/catan-decisions.h"
#include "tt-catan-card-chip.h"
#include "tt-catan-choices.h"
#include "tt-text.h"

struct _TtCatanChoices
{
  GtkWidget    parent_instance;

  TtMoveDraft *draft;
};

G_DEFINE_FINAL_TYPE (TtCatanChoices, tt_catan_choices, GTK_TYPE_WIDGET)

/* The choices wrap onto more rows rather than run off a narrow window:
 * each button at its natural width (at most the row's), left to right. */
#define CHOICE_SPACING 6

G_DECLARE_FINAL_TYPE (TtCatanWrapLayout, tt_catan_wrap_layout, TT, CATAN_WRAP_LAYOUT, GtkLayoutManager)

struct _TtCatanWrapLayout
{
  GtkLayoutManager parent_instance;
};

G_DEFINE_FINAL_TYPE (TtCatanWrapLayout, tt_catan_wrap_layout, GTK_TYPE_LAYOUT_MANAGER)

/* Places the children in rows `width` wide (allocating them when
 * `allocate`); returns the height the rows take. */
static int
wrap_rows (GtkWidget *widget,
           int        width,
           gboolean   allocate)
{
  int x = 0, y = 0, row_height = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min, nat, height, w;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      w = MAX (MIN (nat, width), min);
      if (x > 0 && x + w > width)
        {
          y += row_height + CHOICE_SPACING;
          x = row_height = 0;
        }
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, w, NULL, &height, NULL, NULL);
      if (allocate)
        gtk_widget_size_allocate (child, &(GtkAllocation) { x, y, w, height }, -1);
      x += w + CHOICE_SPACING;
      row_height = MAX (row_height, height);
    }
  return y + row_height;
}

static GtkSizeRequestMode
tt_catan_wrap_layout_get_request_mode (GtkLayoutManager *manager,
                                       GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tt_catan_wrap_layout_measure (GtkLayoutManager *manager,
                              GtkWidget        *widget,
                              GtkOrientation    orientation,
                              int               for_size,
                              int              *minimum,
                              int              *natural,
                              int              *minimum_baseline,
                              int              *natural_baseline)
{
  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      *minimum = *natural = wrap_rows (widget, for_size >= 0 ? for_size : G_MAXINT / 2, FALSE);
      return;
    }
  /* as narrow as the widest button, as wide as all in one row */
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min, nat;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      *minimum = MAX (*minimum, min);
      *natural += (*natural > 0 ? CHOICE_SPACING : 0) + nat;
    }
}

static void
tt_catan_wrap_layout_allocate (GtkLayoutManager *manager,
                               GtkWidget        *widget,
                               int               width,
                               int               height,
                               int               baseline)
{
  wrap_rows (widget, width, TRUE);
}

static void
tt_catan_wrap_layout_class_init (TtCatanWrapLayoutClass *klass)
{
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  manager_class->get_request_mode = tt_catan_wrap_layout_get_request_mode;
  manager_class->measure = tt_catan_wrap_layout_measure;
  manager_class->allocate = tt_catan_wrap_layout_allocate;
}

static void
tt_catan_wrap_layout_init (TtCatanWrapLayout *self)
{
}

enum { CHOSEN, REFUSED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
on_choice_clicked (GtkButton *button,
                   gpointer   data)
{
  TtCatanChoices *self = TT_CATAN_CHOICES (data);
  TtMoveChoice *choice = g_object_get_data (G_OBJECT (button), "catan-choice");
  g_autoptr(TtMoveDraft) draft = g_object_ref (self->draft);
  g_autoptr(GError) error = NULL;

  if (!tt_move_choice_get_enabled (choice))
    {
      g_signal_emit (self, signals[REFUSED], 0, tt_move_choice_get_reason (choice));
      return;
    }
  if (!tt_move_draft_choose_decision (draft, tt_move_choice_get_decision (choice), &error))
    {
      g_signal_emit (self, signals[REFUSED], 0, error->message);
      return;
    }
  g_signal_emit (self, signals[CHOSEN], 0);
}

static void
on_back_clicked (GtkButton *button,
                 gpointer   data)
{
  TtCatanChoices *self = TT_CATAN_CHOICES (data);
  g_autoptr(TtMoveDraft) draft = g_object_ref (self->draft);

  tt_move_draft_back (draft);
  g_signal_emit (self, signals[CHOSEN], 0);
}

/* The detail and the preview, one a line, for the tooltip. */
static char *
choice_description (TtMoveChoice *choice)
{
  const char *detail = tt_move_choice_get_detail (choice);
  const char *preview = tt_move_choice_get_preview (choice);
  const char *reason = tt_move_choice_get_reason (choice);
  g_autofree char *text = NULL;

  if (reason != NULL)
    text = g_strdup (reason);
  else if (detail != NULL || preview != NULL)
    text = g_strjoin ("\n", detail != NULL ? detail : preview, detail != NULL ? preview : NULL, NULL);
  return text != NULL ? tt_text_resolve_particles (text) : NULL;
}

static void
add_choice (TtCatanChoices *self,
            TtMoveChoice   *choice)
{
  g_autofree char *label = tt_text_resolve_particles (tt_move_choice_get_label (choice));
  g_autofree char *description = choice_description (choice);
  const TtRulesDecision *d = tt_move_choice_get_decision (choice);
  GtkWidget *button = gtk_button_new_with_label (label);

  /* a card is shown as it looks in the hand */
  if (catan_decision_is_card (d->kind) && d->value[0] >= 0 && d->value[0] < CATAN_N_CARDS)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

      gtk_box_append (GTK_BOX (box), tt_catan_card_chip (d->value[0], 20, FALSE));
      gtk_box_append (GTK_BOX (box), gtk_label_new (label));
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    }

  if (description != NULL)
    {
      gtk_widget_set_tooltip_text (button, description);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      description, -1);
    }
  if (!tt_move_choice_get_enabled (choice))
    gtk_widget_add_css_class (button, "catan-unusable");
  g_object_set_data_full (G_OBJECT (button), "catan-choice", g_object_ref (choice), g_object_unref);
  g_signal_connect (button, "clicked", G_CALLBACK (on_choice_clicked), self);
  gtk_widget_set_parent (button, GTK_WIDGET (self));
}

void
tt_catan_choices_show (TtCatanChoices       *self,
                       TtMoveDraft          *draft,
                       TtCatanChoicesFilter  filter,
                       gpointer              data)
{
  GListModel *choices;
  guint shown = 0;

  g_return_if_fail (TT_IS_CATAN_CHOICES (self));
  g_return_if_fail (TT_IS_MOVE_DRAFT (draft));
  g_set_object (&self->draft, draft);
  choices = tt_move_draft_get_choices (draft);
  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (choices, i);

      if (filter != NULL && !filter (choice, data))
        continue;
      add_choice (self, choice);
      /* the first that gains something is the one a person most likely wants */
      if (shown++ == 0 && !tt_move_choice_get_gains_nothing (choice) && tt_move_choice_get_enabled (choice))
        gtk_widget_add_css_class (gtk_widget_get_last_child (GTK_WIDGET (self)), "suggested-action");
    }
  if (g_list_model_get_n_items (tt_move_draft_get_path (draft)) > 0)
    {
      GtkWidget *back = gtk_button_new_with_mnemonic (_("_Back"));

      gtk_widget_set_tooltip_text (back, _("Undo the last choice (Escape)"));
      g_object_set_data (G_OBJECT (back), "catan-back", GINT_TO_POINTER (TRUE));
      g_signal_connect (back, "clicked", G_CALLBACK (on_back_clicked), self);
      gtk_widget_set_parent (back, GTK_WIDGET (self));
    }
}

void
tt_catan_choices_clear (TtCatanChoices *self)
{
  GtkWidget *child;

  g_return_if_fail (TT_IS_CATAN_CHOICES (self));
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
}

void
tt_catan_choices_append (TtCatanChoices *self,
                         GtkWidget      *child)
{
  g_return_if_fail (TT_IS_CATAN_CHOICES (self));
  gtk_widget_set_parent (child, GTK_WIDGET (self));
}

GtkWidget *
tt_catan_choices_find (TtCatanChoices        *self,
                       const TtRulesDecision *decision)
{
  g_return_val_if_fail (TT_IS_CATAN_CHOICES (self), NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      TtMoveChoice *choice = g_object_get_data (G_OBJECT (child), "catan-choice");

      if (choice != NULL && memcmp (tt_move_choice_get_decision (choice), decision, sizeof *decision) == 0)
        return child;
    }
  return NULL;
}

static void
tt_catan_choices_dispose (GObject *object)
{
  TtCatanChoices *self = TT_CATAN_CHOICES (object);

  tt_catan_choices_clear (self);
  g_clear_object (&self->draft);
  G_OBJECT_CLASS (tt_catan_choices_parent_class)->dispose (object);
}

static void
tt_catan_choices_class_init (TtCatanChoicesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_catan_choices_dispose;
  /* a choice was taken or undone: the view commits or shows the next */
  signals[CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* a choice that cannot be taken was pressed: why */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  gtk_widget_class_set_layout_manager_type (widget_class, tt_catan_wrap_layout_get_type ());
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_css_name (widget_class, "catan-choices");
}

static void
tt_catan_choices_init (TtCatanChoices *self)
{
}
