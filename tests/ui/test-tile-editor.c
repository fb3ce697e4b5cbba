/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tile-editor.c — the tile-set editor under a (virtual) display:
 * changing a side redraws the tile, undo restores it, bundled sets stay
 * read-only, a deleted set comes back with undo. */
#include "config.h"

#include <string.h>

#include "carcassonne/tt-tile-set-editor.h"
#include "carcassonne/tt-tile-page.h"
#include "carcassonne/tt-tile-view.h"
#include "tt-ui-test.h"
#include "carcassonne/tt-tile-set-page.h"

static GtkWidget *window;
static TtTileSetEditor *editor;
static TtTileSetLibrary *library;

typedef struct {
  TtTileView *view;
  guint       n_draws;
} DrawCount;

static gboolean
has_drawn_more (gpointer data)
{
  DrawCount *count = data;

  return tt_tile_view_get_n_draws (count->view) > count->n_draws;
}

/* Waits (at most about ten seconds, for a busy machine) until the widget
 * has drawn more than `n_draws` times. */
static void
wait_for_draw (TtTileView *view,
               guint       n_draws)
{
  DrawCount count = { view, n_draws };

  tt_ui_test_wait_until (has_drawn_more, &count, 10000);
}

/* The widget's picture as pixels, to compare before and after an edit. */
static GBytes *
render_widget (GtkWidget *widget)
{
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  GBytes *bytes;

  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * height);
  cairo_surface_destroy (surface);
  return bytes;
}

static TtTileView *
open_new_set_tile (TtTileSet **out_set)
{
  g_autoptr(GError) error = NULL;
  TtTileSet *set = tt_tile_set_library_create (library, "Test tiles", &error);
  GtkWidget *page;

  g_assert_no_error (error);
  tt_tile_set_editor_open_set (editor, set);
  tt_tile_set_editor_open_tile (editor, 0);
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_tile_set_editor_get_shown (editor), ==, "tile");
  page = tt_tile_set_editor_get_tile_page (editor);
  *out_set = set;
  return tt_tile_page_get_view (TT_TILE_PAGE (page));
}

static void
test_side_change_redraws (void)
{
  TtTileSet *set = NULL;
  TtTileView *view = open_new_set_tile (&set);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GBytes) undone = NULL;
  double x, y;
  guint which = 99;
  guint draws;

  wait_for_draw (view, 0);
  g_assert_cmpuint (tt_tile_view_get_n_draws (view), >, 0);
  before = render_widget (GTK_WIDGET (view));
  g_assert_cmpint (tt_tile_set_get_tile (set, 0)->sides[CARC_DIR_N], ==, CARC_SIDE_FIELD);

  /* The middle of the top edge is the north side. */
  x = gtk_widget_get_width (GTK_WIDGET (view)) / 2.0;
  y = (gtk_widget_get_height (GTK_WIDGET (view)) - MIN (gtk_widget_get_width (GTK_WIDGET (view)),
                                                         gtk_widget_get_height (GTK_WIDGET (view)))) / 2.0 + 4;
  g_assert_cmpint (tt_tile_view_spot_at (view, x, y, &which), ==, TT_TILE_SPOT_SIDE);
  g_assert_cmpuint (which, ==, CARC_DIR_N);

  draws = tt_tile_view_get_n_draws (view);
  tt_tile_view_activate_spot (view, TT_TILE_SPOT_SIDE, which);
  g_assert_cmpint (tt_tile_set_get_tile (set, 0)->sides[CARC_DIR_N], ==, CARC_SIDE_ROAD);
  wait_for_draw (view, draws);
  g_assert_cmpuint (tt_tile_view_get_n_draws (view), >, draws);
  after = render_widget (GTK_WIDGET (view));
  g_assert_false (g_bytes_equal (before, after));

  /* Undo through the editor's action (what Ctrl+Z triggers). */
  draws = tt_tile_view_get_n_draws (view);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.undo", NULL));
  g_assert_cmpint (tt_tile_set_get_tile (set, 0)->sides[CARC_DIR_N], ==, CARC_SIDE_FIELD);
  wait_for_draw (view, draws);
  undone = render_widget (GTK_WIDGET (view));
  g_assert_true (g_bytes_equal (before, undone));
}

static void
test_centre_and_fields (void)
{
  TtTileSet *set = NULL;
  TtTileView *view = open_new_set_tile (&set);

  /* The centre cycles nothing → monastery → garden. */
  tt_tile_view_activate_spot (view, TT_TILE_SPOT_CENTRE, 0);
  g_assert_cmpint (tt_tile_def_get_centre (tt_tile_set_get_tile (set, 0)), ==, TT_TILE_CENTRE_MONASTERY);
  /* A half click only selects; it does not edit. */
  g_assert_false (tt_tile_set_get_n_tiles (set) == 0);
  tt_tile_view_activate_spot (view, TT_TILE_SPOT_HALF, 3);
  g_assert_cmpint (tt_tile_view_get_selected_half (view), ==, 3);
  g_assert_nonnull (tt_tile_set_get_undo_label (set));

  /* Fields by hand: join the fields on both sides of the road, then split
   * the selected part off again. */
  tt_tile_view_set_selected_half (view, 0);
  g_assert_cmpint (tt_tile_def_field_of_half (tt_tile_set_get_tile (set, 0), 0), !=,
                   tt_tile_def_field_of_half (tt_tile_set_get_tile (set, 0), 4));
  g_assert_true (tt_tile_view_join_with_selected (view, 4));
  g_assert_cmpint (tt_tile_def_field_of_half (tt_tile_set_get_tile (set, 0), 0), ==,
                   tt_tile_def_field_of_half (tt_tile_set_get_tile (set, 0), 4));
  g_assert_true (tt_tile_view_split_selected (view));
  g_assert_cmpint (tt_tile_def_field_of_half (tt_tile_set_get_tile (set, 0), 0), !=,
                   tt_tile_def_field_of_half (tt_tile_set_get_tile (set, 0), 1));
  tt_ui_test_spin ();
}

static void
test_bundled_is_read_only (void)
{
  TtTileSet *base = tt_tile_set_library_lookup (library, "base");
  TtTileView *view;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_nonnull (base);
  tt_tile_set_editor_open_set (editor, base);
  tt_tile_set_editor_open_tile (editor, 0);
  tt_ui_test_spin ();
  view = tt_tile_page_get_view (TT_TILE_PAGE (tt_tile_set_editor_get_tile_page (editor)));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (view)));
  before = tt_tile_set_to_data (base);
  tt_tile_view_activate_spot (view, TT_TILE_SPOT_SIDE, CARC_DIR_N);
  after = tt_tile_set_to_data (base);
  g_assert_cmpstr (before, ==, after);
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.undo", NULL)
                  && tt_tile_set_can_undo (base));
}

static void
test_delete_and_undo (void)
{
  g_autoptr(GError) error = NULL;
  TtTileSet *set = tt_tile_set_library_create (library, "Doomed", &error);
  g_autofree char *id = NULL;

  g_assert_no_error (error);
  id = g_strdup (tt_tile_set_get_id (set));
  tt_tile_set_editor_open_set (editor, set);
  tt_ui_test_spin ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.delete", NULL));
  tt_ui_test_spin ();
  g_assert_null (tt_tile_set_library_lookup (library, id));
  g_assert_cmpstr (tt_tile_set_editor_get_shown (editor), ==, "sets");
  /* The toast's Undo puts the set back (called directly: toasts have no
   * public way to press their button). */
  g_assert_true (tt_tile_set_library_restore (library, set, &error));
  g_assert_nonnull (tt_tile_set_library_lookup (library, id));
}

static gboolean
is_set_page (GtkWidget     *widget,
             gconstpointer  data)
{
  return TT_IS_TILE_SET_PAGE (widget);
}

/* Removing a tile shows a toast that stays a while, whose Undo brings the
 * tile back; an Undo pressed after another edit takes back nothing. */
static void
test_remove_tile_and_undo (void)
{
  g_autoptr(GError) error = NULL;
  TtTileSet *base = tt_tile_set_library_lookup (library, "base");
  TtTileSet *set = tt_tile_set_library_duplicate (library, base, &error);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  TtTileSetPage *page;
  AdwToast *toast;
  guint n;

  g_assert_no_error (error);
  tt_tile_set_editor_open_set (editor, set);
  tt_ui_test_spin ();
  page = TT_TILE_SET_PAGE (tt_ui_test_find_descendant (GTK_WIDGET (editor), is_set_page, NULL));
  n = tt_tile_set_get_n_tiles (set);
  before = tt_tile_set_to_data (set);
  toast = tt_tile_set_page_remove_tile (page, 1);
  g_assert_nonnull (toast);
  g_assert_cmpuint (tt_tile_set_get_n_tiles (set), ==, n - 1);
  g_assert_cmpuint (adw_toast_get_timeout (toast), >=, 10);
  g_assert_nonnull (adw_toast_get_button_label (toast));
  g_signal_emit_by_name (toast, "button-clicked");
  g_assert_cmpuint (tt_tile_set_get_n_tiles (set), ==, n);
  after = tt_tile_set_to_data (set);
  g_assert_cmpstr (before, ==, after);

  /* removed, then another edit: the old toast's Undo leaves things be */
  toast = tt_tile_set_page_remove_tile (page, 1);
  g_assert_nonnull (toast);
  g_object_ref (toast);
  g_assert_true (tt_tile_set_set_count (set, 0, 3, &error));
  g_assert_no_error (error);
  g_signal_emit_by_name (toast, "button-clicked");
  g_assert_cmpuint (tt_tile_set_get_n_tiles (set), ==, n - 1);
  g_object_unref (toast);
  tt_ui_test_spin ();
}

static gboolean
is_row_titled (GtkWidget     *widget,
               gconstpointer  title)
{
  return ADW_IS_PREFERENCES_ROW (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
is_label_containing (GtkWidget     *widget,
                     gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL
         && gtk_widget_get_mapped (widget);
}

/* A duplicate id is refused where it was typed (the row turns red) and
 * said in words; choosing a side kind leaves the focus on that choice, not
 * in the Id entry where the next key would rename the tile. */
static void
test_duplicate_id_and_focus (void)
{
  g_autoptr(GError) error = NULL;
  TtTileSet *base = tt_tile_set_library_lookup (library, "base");
  TtTileSet *set = tt_tile_set_library_duplicate (library, base, &error);
  g_autofree char *own = NULL;
  const char *other;
  GtkWidget *page, *id_row, *north, *focus;
  guint kind;

  g_assert_no_error (error);
  own = g_strdup (tt_tile_set_get_tile (set, 0)->id);
  other = tt_tile_set_get_tile (set, 1)->id;
  tt_tile_set_editor_open_set (editor, set);
  tt_tile_set_editor_open_tile (editor, 0);
  tt_ui_test_settle (100);
  page = tt_tile_set_editor_get_tile_page (editor);

  id_row = tt_ui_test_find_descendant (page, is_row_titled, "Id");
  g_assert_nonnull (id_row);
  gtk_editable_set_text (GTK_EDITABLE (id_row), other);
  g_signal_emit_by_name (id_row, "apply");
  tt_ui_test_settle (100);
  g_assert_cmpstr (tt_tile_set_get_tile (set, 0)->id, ==, own);
  g_assert_true (gtk_widget_has_css_class (id_row, "error"));
  g_assert_nonnull (tt_ui_test_find_descendant (GTK_WIDGET (editor), is_label_containing, other));
  /* typing again clears the mark */
  gtk_editable_set_text (GTK_EDITABLE (id_row), own);
  g_assert_false (gtk_widget_has_css_class (id_row, "error"));

  north = tt_ui_test_find_descendant (page, is_row_titled, "North side");
  g_assert_nonnull (north);
  gtk_widget_grab_focus (north);
  kind = adw_combo_row_get_selected (ADW_COMBO_ROW (north));
  adw_combo_row_set_selected (ADW_COMBO_ROW (north), kind == 0 ? 1 : 0);
  tt_ui_test_settle (100);
  g_assert_cmpuint (tt_tile_set_get_tile (set, 0)->sides[CARC_DIR_N] - CARC_SIDE_FIELD, ==, kind == 0 ? 1 : 0);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_null (gtk_widget_get_ancestor (focus, ADW_TYPE_ENTRY_ROW));
  g_assert_true (is_row_titled (focus, "North side")
                 || is_row_titled (gtk_widget_get_ancestor (focus, ADW_TYPE_PREFERENCES_ROW), "North side"));
}

int
main (int argc, char **argv)
{
  g_autofree char *dir = NULL;
  int status;

  if (!tt_ui_test_init (&argc, &argv))
    return 0;
  gtk_init ();
  adw_init ();

  /* the sets live in the private data folder tt_ui_test_init() made */
  dir = g_build_filename (g_getenv ("XDG_DATA_HOME"), "tilesets", NULL);
  library = tt_tile_set_library_new (dir);
  editor = TT_TILE_SET_EDITOR (tt_tile_set_editor_new (library));
  window = tt_ui_test_present (GTK_WIDGET (editor), 1000, 760);

  g_test_add_func ("/ui/tile-editor/side-change-redraws", test_side_change_redraws);
  g_test_add_func ("/ui/tile-editor/centre-and-fields", test_centre_and_fields);
  g_test_add_func ("/ui/tile-editor/bundled-read-only", test_bundled_is_read_only);
  g_test_add_func ("/ui/tile-editor/delete-and-undo", test_delete_and_undo);
  g_test_add_func ("/ui/tile-editor/remove-tile-and-undo", test_remove_tile_and_undo);
  g_test_add_func ("/ui/tile-editor/duplicate-id-and-focus", test_duplicate_id_and_focus);
  status = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (window));
  tt_ui_test_spin ();
  g_clear_object (&library);
  return tt_ui_test_cleanup (status);
}
