/* tt-game.c — record, replay, undo/redo, save and autosave for every game */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <errno.h>
#include <string.h>
#include <glib/gstdio.h>

#include "tt-game.h"

typedef struct
{
  TtRecord  *record;         /* NULL until started */
  GPtrArray *redo_moves;     /* of JsonObject*, the next one to redo last */
  GArray    *redo_steps;     /* of guint: how many moves each undo took back */
  GFile     *file;           /* where the game was last saved or loaded */
  gboolean   autosave;
  gboolean   replaying;
  gboolean   new_turn;

  /* Last values told to listeners, so only real changes are notified. */
  int        last_player;
  gboolean   last_finished;
  gboolean   last_can_undo;
  gboolean   last_can_redo;
  char      *last_phase;
} TtGamePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TtGame, tt_game, G_TYPE_OBJECT)
G_DEFINE_QUARK (tt-game-error-quark, tt_game_error)

enum {
  PROP_0,
  PROP_CURRENT_PLAYER,
  PROP_N_PLAYERS,
  PROP_PHASE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_FINISHED,
  PROP_RECORD_GAME,
  PROP_AUTOSAVE,
  N_PROPS
};

enum {
  MOVE_APPLIED,
  SCORED,
  TURN_STARTED,
  GAME_OVER,
  STATE_RESET,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static GHashTable *registry;   /* game id → GType */
G_LOCK_DEFINE_STATIC (registry);

static void
tt_game_finalize (GObject *object)
{
  TtGame *self = TT_GAME (object);
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_clear_pointer (&priv->record, tt_record_free);
  g_clear_pointer (&priv->redo_moves, g_ptr_array_unref);
  g_clear_pointer (&priv->redo_steps, g_array_unref);
  g_clear_object (&priv->file);
  g_clear_pointer (&priv->last_phase, g_free);

  G_OBJECT_CLASS (tt_game_parent_class)->finalize (object);
}

static void
tt_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  TtGame *self = TT_GAME (object);

  switch (prop_id)
    {
    case PROP_CURRENT_PLAYER:
      g_value_set_int (value, tt_game_get_current_player (self));
      break;
    case PROP_N_PLAYERS:
      g_value_set_uint (value, tt_game_get_n_players (self));
      break;
    case PROP_PHASE:
      g_value_set_string (value, tt_game_get_phase (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tt_game_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, tt_game_get_can_redo (self));
      break;
    case PROP_FINISHED:
      g_value_set_boolean (value, tt_game_get_finished (self));
      break;
    case PROP_RECORD_GAME:
      g_value_set_string (value, tt_game_get_record_game (self));
      break;
    case PROP_AUTOSAVE:
      g_value_set_boolean (value, tt_game_get_autosave (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_game_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  TtGame *self = TT_GAME (object);

  switch (prop_id)
    {
    case PROP_AUTOSAVE:
      tt_game_set_autosave (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static guint
tt_game_real_undo_count (TtGame *self)
{
  return 1;
}

static void
tt_game_class_init (TtGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tt_game_finalize;
  object_class->get_property = tt_game_get_property;
  object_class->set_property = tt_game_set_property;
  klass->undo_count = tt_game_real_undo_count;

  properties[PROP_CURRENT_PLAYER] =
    g_param_spec_int ("current-player", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_PLAYERS] =
    g_param_spec_uint ("n-players", NULL, NULL, 0, TT_RECORD_MAX_PLAYERS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PHASE] =
    g_param_spec_string ("phase", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FINISHED] =
    g_param_spec_boolean ("finished", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RECORD_GAME] =
    g_param_spec_string ("record-game", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* On by default: a crash or a closed window must not lose a game. Turn it
   * off for games that are not the user's own (rules examples, tests). */
  properties[PROP_AUTOSAVE] =
    g_param_spec_boolean ("autosave", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[MOVE_APPLIED] =
    g_signal_new ("move-applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, JSON_TYPE_OBJECT);
  signals[SCORED] =
    g_signal_new ("scored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_STRING);
  signals[TURN_STARTED] =
    g_signal_new ("turn-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[STATE_RESET] =
    g_signal_new ("state-reset", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tt_game_init (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  priv->redo_moves = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  priv->redo_steps = g_array_new (FALSE, FALSE, sizeof (guint));
  priv->autosave = TRUE;
  priv->last_player = -1;
  priv->last_phase = g_strdup ("");
}

/* ---- state queries ---- */

gboolean
tt_game_is_started (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  return priv->record != NULL;
}

gboolean
tt_game_is_replaying (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  return priv->replaying;
}

int
tt_game_get_current_player (TtGame *self)
{
  g_return_val_if_fail (TT_IS_GAME (self), -1);
  if (!tt_game_is_started (self))
    return -1;
  return TT_GAME_GET_CLASS (self)->get_current_player (self);
}

guint
tt_game_get_n_players (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), 0);
  return priv->record ? priv->record->players->len : 0;
}

const char *
tt_game_get_player_name (TtGame *self,
                         guint   player)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  TtRecordPlayer *entry;

  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  g_return_val_if_fail (player < tt_game_get_n_players (self), NULL);
  entry = g_ptr_array_index (priv->record->players, player);
  return entry->name;
}

const char *
tt_game_get_phase (TtGame *self)
{
  TtGameClass *klass;
  const char *phase = NULL;

  g_return_val_if_fail (TT_IS_GAME (self), "");
  klass = TT_GAME_GET_CLASS (self);
  if (tt_game_is_started (self) && klass->get_phase != NULL)
    phase = klass->get_phase (self);
  return phase ? phase : "";
}

gboolean
tt_game_get_finished (TtGame *self)
{
  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  return tt_game_is_started (self) && TT_GAME_GET_CLASS (self)->is_finished (self);
}

int
tt_game_get_score (TtGame *self,
                   guint   player)
{
  g_return_val_if_fail (TT_IS_GAME (self), 0);
  g_return_val_if_fail (player < tt_game_get_n_players (self), 0);
  return TT_GAME_GET_CLASS (self)->get_score (self, player);
}

const char *
tt_game_get_record_game (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  return priv->record ? priv->record->game : NULL;
}

const TtRecord *
tt_game_get_record (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  return priv->record;
}

guint
tt_game_get_n_moves (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), 0);
  return priv->record ? tt_record_get_n_moves (priv->record) : 0;
}

static guint
undo_step_size (TtGame *self)
{
  guint n_moves = tt_game_get_n_moves (self);
  guint count;

  if (n_moves == 0)
    return 0;
  count = TT_GAME_GET_CLASS (self)->undo_count (self);
  return MIN (count, n_moves);
}

gboolean
tt_game_get_can_undo (TtGame *self)
{
  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  return undo_step_size (self) > 0;
}

gboolean
tt_game_get_can_redo (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  return priv->redo_steps->len > 0;
}

/* ---- change notification ---- */

static void
notify_changes (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  int player = tt_game_get_current_player (self);
  gboolean finished = tt_game_get_finished (self);
  gboolean can_undo = tt_game_get_can_undo (self);
  gboolean can_redo = tt_game_get_can_redo (self);
  const char *phase = tt_game_get_phase (self);

  if (player != priv->last_player)
    {
      priv->last_player = player;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_PLAYER]);
    }
  if (finished != priv->last_finished)
    {
      priv->last_finished = finished;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED]);
    }
  if (can_undo != priv->last_can_undo)
    {
      priv->last_can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (can_redo != priv->last_can_redo)
    {
      priv->last_can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
  if (g_strcmp0 (phase, priv->last_phase) != 0)
    {
      g_free (priv->last_phase);
      priv->last_phase = g_strdup (phase);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
    }
}

void
tt_game_emit_scored (TtGame     *self,
                     int         player,
                     int         points,
                     const char *description)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_if_fail (TT_IS_GAME (self));
  /* Replayed moves scored long ago; telling the views again would show
   * every old score as new. */
  if (!priv->replaying)
    g_signal_emit (self, signals[SCORED], 0, player, points, description);
}

void
tt_game_mark_new_turn (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_if_fail (TT_IS_GAME (self));
  priv->new_turn = TRUE;
}

/* ---- replay ---- */

/* Resets the engine from `record` and applies its first n_moves moves. */
static gboolean
replay (TtGame          *self,
        const TtRecord  *record,
        guint            n_moves,
        GError         **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  TtGameClass *klass = TT_GAME_GET_CLASS (self);
  g_autoptr(TtRecord) setup = tt_record_copy (record);
  gboolean ok = TRUE;

  tt_record_truncate_moves (setup, 0);
  priv->replaying = TRUE;
  if (!klass->reset (self, setup, error))
    ok = FALSE;
  for (guint i = 0; ok && i < n_moves; i++)
    {
      g_autoptr(GError) reason = NULL;

      if (!klass->apply_move (self, tt_record_get_move (record, i), &reason))
        {
          tt_record_set_move_error (error, record, i, reason);
          ok = FALSE;
        }
    }
  priv->replaying = FALSE;
  priv->new_turn = FALSE;
  return ok;
}

static void
clear_redo (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_ptr_array_set_size (priv->redo_moves, 0);
  g_array_set_size (priv->redo_steps, 0);
}

gboolean
tt_game_start (TtGame          *self,
               const TtRecord  *record,
               GError         **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  TtRecord *previous;

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  g_return_val_if_fail (record != NULL, FALSE);

  if (!replay (self, record, tt_record_get_n_moves (record), error))
    {
      /* Put the engine back the way it was, so a bad file does not break
       * the game on screen. */
      if (priv->record != NULL)
        replay (self, priv->record, tt_record_get_n_moves (priv->record), NULL);
      return FALSE;
    }

  previous = g_steal_pointer (&priv->record);
  priv->record = tt_record_copy (record);
  clear_redo (self);
  if (g_strcmp0 (previous ? previous->game : NULL, record->game) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RECORD_GAME]);
  if ((previous ? previous->players->len : 0) != record->players->len)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYERS]);
  g_clear_pointer (&previous, tt_record_free);

  g_signal_emit (self, signals[STATE_RESET], 0);
  notify_changes (self);
  return TRUE;
}

/* ---- autosave ---- */

GFile *
tt_game_get_autosave_file (const char *game)
{
  g_autofree char *name = g_strconcat (game, ".tabletop", NULL);

  g_return_val_if_fail (game != NULL && *game != '\0', NULL);
  return g_file_new_build_filename (g_get_user_data_dir (), "tabletop", "autosave", name, NULL);
}

/* Autosave failing must not stop the game: the player is told nothing and
 * keeps playing, the warning goes to the journal. */
static void
autosave (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (!priv->autosave || priv->record == NULL || priv->record->game == NULL)
    return;
  file = tt_game_get_autosave_file (priv->record->game);
  path = g_file_get_path (file);
  if (tt_game_get_finished (self))
    {
      if (g_unlink (path) != 0 && errno != ENOENT)
        g_warning ("Could not remove the autosave %s: %s", path, g_strerror (errno));
      return;
    }
  if (!tt_record_save_file (priv->record, path, &error))
    g_warning ("Could not autosave: %s", error->message);
}

gboolean
tt_game_get_autosave (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  return priv->autosave;
}

void
tt_game_set_autosave (TtGame   *self,
                      gboolean  value)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_if_fail (TT_IS_GAME (self));
  value = !!value;
  if (priv->autosave == value)
    return;
  priv->autosave = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE]);
}

static int
compare_files_by_name (gconstpointer a,
                       gconstpointer b)
{
  g_autofree char *name_a = g_file_get_basename (*(GFile **) a);
  g_autofree char *name_b = g_file_get_basename (*(GFile **) b);

  return g_strcmp0 (name_a, name_b);
}

/* The autosaved games that a model is registered for, sorted by name. */
GPtrArray *
tt_game_find_autosaves (void)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *dir_path = g_build_filename (g_get_user_data_dir (), "tabletop", "autosave", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  if (dir == NULL)
    return files;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *game = NULL;

      if (!g_str_has_suffix (name, ".tabletop"))
        continue;
      game = g_strndup (name, strlen (name) - strlen (".tabletop"));
      if (tt_game_lookup_type (game) != G_TYPE_INVALID)
        g_ptr_array_add (files, g_file_new_build_filename (dir_path, name, NULL));
    }
  g_ptr_array_sort (files, compare_files_by_name);
  return files;
}

/* ---- moves ---- */

static gboolean
check_can_move (TtGame  *self,
                GError **error)
{
  if (!tt_game_is_started (self))
    {
      g_set_error_literal (error, TT_GAME_ERROR, TT_GAME_ERROR_NOT_STARTED,
                           _("The game has not started"));
      return FALSE;
    }
  if (tt_game_get_finished (self))
    {
      g_set_error_literal (error, TT_GAME_ERROR, TT_GAME_ERROR_FINISHED,
                           _("The game is over"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
apply_and_record (TtGame      *self,
                  JsonObject  *move,
                  GError     **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  int player_before = tt_game_get_current_player (self);
  guint index;

  if (!check_can_move (self, error))
    return FALSE;
  priv->new_turn = FALSE;
  if (!TT_GAME_GET_CLASS (self)->apply_move (self, move, error))
    return FALSE;

  index = tt_record_get_n_moves (priv->record);
  tt_record_append_move (priv->record, move);
  autosave (self);

  g_signal_emit (self, signals[MOVE_APPLIED], 0, index, move);
  notify_changes (self);
  if (tt_game_get_finished (self))
    g_signal_emit (self, signals[GAME_OVER], 0);
  else if (priv->new_turn || tt_game_get_current_player (self) != player_before)
    g_signal_emit (self, signals[TURN_STARTED], 0, tt_game_get_current_player (self));
  priv->new_turn = FALSE;
  return TRUE;
}

gboolean
tt_game_play (TtGame      *self,
              JsonObject  *move,
              GError     **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!check_can_move (self, error))
    return FALSE;
  /* A new move makes the undone ones unreachable; drop them first so
   * can-redo is already FALSE when move-applied is emitted. */
  if (priv->redo_steps->len > 0)
    clear_redo (self);
  return apply_and_record (self, move, error);
}

gboolean
tt_game_undo (TtGame  *self,
              GError **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  guint step, n_moves, keep;

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);

  step = undo_step_size (self);
  if (step == 0)
    return TRUE;
  n_moves = tt_record_get_n_moves (priv->record);
  keep = n_moves - step;
  if (!replay (self, priv->record, keep, error))
    {
      replay (self, priv->record, n_moves, NULL);
      return FALSE;
    }
  for (guint i = n_moves; i > keep; i--)
    g_ptr_array_add (priv->redo_moves, json_object_ref (tt_record_get_move (priv->record, i - 1)));
  g_array_append_val (priv->redo_steps, step);
  tt_record_truncate_moves (priv->record, keep);
  autosave (self);

  g_signal_emit (self, signals[STATE_RESET], 0);
  notify_changes (self);
  return TRUE;
}

gboolean
tt_game_redo (TtGame  *self,
              GError **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  guint step;

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);

  if (priv->redo_steps->len == 0)
    return TRUE;
  step = g_array_index (priv->redo_steps, guint, priv->redo_steps->len - 1);
  g_array_set_size (priv->redo_steps, priv->redo_steps->len - 1);
  for (guint i = 0; i < step; i++)
    {
      g_autoptr(JsonObject) move = g_ptr_array_steal_index (priv->redo_moves, priv->redo_moves->len - 1);

      /* The moves were legal when first played and the state is the same,
       * so this only fails if an engine is not deterministic. */
      if (!apply_and_record (self, move, error))
        {
          clear_redo (self);
          notify_changes (self);
          return FALSE;
        }
    }
  return TRUE;
}

/* ---- files ---- */

gboolean
tt_game_save (TtGame        *self,
              GFile         *file,
              GCancellable  *cancellable,
              GError       **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  g_autofree char *text = NULL;
  g_autofree char *contents = NULL;

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!tt_game_is_started (self))
    {
      g_set_error_literal (error, TT_GAME_ERROR, TT_GAME_ERROR_NOT_STARTED,
                           _("The game has not started"));
      return FALSE;
    }
  text = tt_record_to_string (priv->record);
  contents = g_strconcat (text, "\n", NULL);
  /* Written beside the target, synced and renamed into place (the folder
   * synced too), keeping the replaced file's permissions. */
  if (!tt_file_save_atomic_gfile (file, contents, strlen (contents), cancellable, error))
    return FALSE;
  g_set_object (&priv->file, file);
  return TRUE;
}

GFile *
tt_game_get_file (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  return priv->file;
}

/* ---- registry ---- */

void
tt_game_register_type (const char *game,
                       GType       type)
{
  g_return_if_fail (game != NULL);
  g_return_if_fail (g_type_is_a (type, TT_TYPE_GAME));

  G_LOCK (registry);
  if (registry == NULL)
    registry = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_insert (registry, g_strdup (game), GSIZE_TO_POINTER (type));
  G_UNLOCK (registry);
}

/* A model may register itself in its class_init, which only runs once the
 * class is first used; g_type_ensure() alone does not run it. So before
 * saying "unknown", initialize the classes of every known TtGame subtype. */
static void
init_game_classes (GType parent)
{
  guint n_children = 0;
  g_autofree GType *children = g_type_children (parent, &n_children);

  for (guint i = 0; i < n_children; i++)
    {
      g_type_class_unref (g_type_class_ref (children[i]));
      init_game_classes (children[i]);
    }
}

static GType
find_registered_type (const char *game)
{
  GType type = G_TYPE_INVALID;

  G_LOCK (registry);
  if (registry != NULL)
    type = GPOINTER_TO_SIZE (g_hash_table_lookup (registry, game));
  G_UNLOCK (registry);
  return type;
}

GType
tt_game_lookup_type (const char *game)
{
  GType type;

  if (game == NULL)
    return G_TYPE_INVALID;
  type = find_registered_type (game);
  if (type == G_TYPE_INVALID)
    {
      init_game_classes (TT_TYPE_GAME);
      type = find_registered_type (game);
    }
  return type;
}

TtGame *
tt_game_new_for_record (const TtRecord  *record,
                        GError         **error)
{
  GType type = tt_game_lookup_type (record->game);
  g_autoptr(TtGame) game = NULL;

  if (type == G_TYPE_INVALID)
    {
      g_set_error (error, TT_GAME_ERROR, TT_GAME_ERROR_UNKNOWN_GAME,
                   /* Translators: the first %s is a file name, the second a game id like "carcassonne" */
                   _("%s: this version of Tabletop cannot play “%s” games"),
                   record->source, record->game);
      return NULL;
    }
  game = g_object_new (type, NULL);
  if (!tt_game_start (game, record, error))
    return NULL;
  return g_steal_pointer (&game);
}

TtGame *
tt_game_load_from_file (GFile         *file,
                        GCancellable  *cancellable,
                        GError       **error)
{
  g_autoptr(TtRecord) record = NULL;
  TtGame *game;
  TtGamePrivate *priv;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  record = tt_record_load_gfile (file, cancellable, error);
  if (record == NULL)
    return NULL;
  game = tt_game_new_for_record (record, error);
  if (game == NULL)
    return NULL;
  priv = tt_game_get_instance_private (game);
  g_set_object (&priv->file, file);
  return game;
}
