/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-register.h — Ora et Labora's widgets on its TtGameInfo */
#pragma once

void tt_ora_ui_register (void);
