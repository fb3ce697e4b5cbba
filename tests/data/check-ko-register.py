#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-ko-register.py PATH... — the Korean texts speak in one register.

The app's Korean states things in the formal polite register (-ㅂ니다/-습니다)
and asks the reader to do things with -세요. A statement in the informal polite
register (-어요/-해요/-예요, and -지요/-죠) breaks that voice, so a word that
ends a clause in 요 or 죠 fails the check, naming the file, the place (PO line
or JSON path) and the sentence.

PATH is a PO file (every msgstr is read), a rules document (*.ko.json: every
text of it), or a folder, meaning every *.ko.json in it. TAP, one case per file.
With --self-test it checks its own rules on sample sentences instead.

Allowed, and nothing else:
- -세요: the imperative the app uses for instructions. (세다 "to count" in the
  informal register also reads 세요; the check cannot tell it apart, so a
  reviewer must.)
- 아니요: the answer word "no", which opens a reply (Carcassonne's FAQ).
- 필요, 주요, 중요: nouns that end in 요.
- A question that ends in 요? as the title of a rules note: the frequently
  asked questions are headed by the reader's own question (…할 수 있나요?),
  answered in -ㅂ니다, as Carcassonne's FAQ does. Elsewhere a question fails.
"""
import json
import re
import sys
from pathlib import Path

ENDING = re.compile(r'[가-힣]*[요죠](?![가-힣])')
ALLOWED_WORDS = ('아니요',)
ALLOWED_NOUNS = ('필요', '주요', '중요')
# Members of a rules document that are not prose.
NOT_PROSE = {'format', 'game', 'language', 'id', 'type', 'record', 'group', 'ordered', 'copies', 'version'}


def sentence_at(text, start, end):
    """The sentence of TEXT around the span START..END."""
    head = max(text.rfind(mark, 0, start) for mark in ('. ', '? ', '! ', '\n'))
    tail = min([i for i in (text.find(mark, end) for mark in ('. ', '? ', '! ', '\n')) if i >= 0]
               or [len(text) - 1])
    return text[head + 1 if head >= 0 else 0:tail + 1].strip()


def offences(text, question_allowed):
    """(word, sentence) for each informal ending in TEXT."""
    for m in ENDING.finditer(text):
        word = m.group()
        if word.endswith('세요') or word in ALLOWED_WORDS or word.endswith(ALLOWED_NOUNS):
            continue
        if question_allowed and word.endswith('요') and text[m.end():m.end() + 1] == '?':
            continue
        yield word, sentence_at(text, m.start(), m.end())


def rules_texts(node, where=''):
    """(place, text, is_note_title) for every prose string of a rules document."""
    if isinstance(node, dict):
        note = node.get('type') == 'note'
        for key, value in node.items():
            if key in NOT_PROSE:
                continue
            if isinstance(value, str):
                yield f'{where}/{key}', value, note and key == 'title'
            else:
                yield from rules_texts(value, f'{where}/{key}')
    elif isinstance(node, list):
        for i, value in enumerate(node):
            if isinstance(value, str):
                yield f'{where}[{i}]', value, False
            else:
                yield from rules_texts(value, f'{where}[{i}]')


PO_KEYWORD = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+"(.*)"\s*$')
PO_CONTINUATION = re.compile(r'^"(.*)"\s*$')
PO_ESCAPES = {'n': '\n', 't': '\t', '"': '"', '\\': '\\'}


def po_unescape(s):
    return re.sub(r'\\(.)', lambda m: PO_ESCAPES.get(m.group(1), m.group(1)), s)


def po_texts(path):
    """(place, msgstr, False) for every translated message of a PO file
    (the header, whose msgid is empty, and obsolete #~ messages are skipped)."""
    fields = []  # [keyword, line, value], continuation lines appended
    with open(path, encoding='utf-8') as f:
        for n, raw in enumerate(f, 1):
            m = PO_KEYWORD.match(raw)
            if m:
                fields.append([m.group(1), n, po_unescape(m.group(2))])
            elif fields and not raw.startswith('#') and PO_CONTINUATION.match(raw):
                fields[-1][2] += po_unescape(PO_CONTINUATION.match(raw).group(1))
    texts, msgid = [], ''
    for keyword, line, value in fields:
        if keyword == 'msgid':
            msgid = value
        elif keyword.startswith('msgstr') and msgid:
            texts.append((f'line {line}', value, False))
    return texts


def texts_of(path):
    if path.suffix == '.po':
        return po_texts(path)
    with open(path, encoding='utf-8') as f:
        return list(rules_texts(json.load(f)))


# The check's own cases: (text, question allowed, informal words it must find).
SELF_TEST = [
    ('보드에 땅이 없어요', False, ['없어요']),
    ('기본 보드는 19칸이에요. 카드는 **도시**예요.', False, ['칸이에요', '예요']),
    ('옮길 수 있어요(4점). 자리가 없으면 빼요), 끝.', False, ['있어요', '빼요']),
    ('그렇죠.', False, ['그렇죠']),
    ('왜 안 되나요?', False, ['되나요']),
    ('다시 놓을 수 있나요?', True, []),
    ('아니요. 공급처에 미플이 있다면 놓으세요. 점수가 필요합니다. 주요 행동.', False, []),
    ('필요 없고 요약은 [규칙](#rules)을 참고하세요. 끝납니다.', False, []),
]


def self_test():
    failed = 0
    print(f'1..{len(SELF_TEST)}')
    for n, (text, question_allowed, expected) in enumerate(SELF_TEST, 1):
        found = [word for word, _ in offences(text, question_allowed)]
        print(f'{"ok" if found == expected else "not ok"} {n} {text}')
        if found != expected:
            print(f'# found {found}, expected {expected}')
            failed += 1
    return 1 if failed else 0


def main(args):
    if args == ['--self-test']:
        return self_test()
    files = []
    for arg in args:
        p = Path(arg)
        if p.is_dir():
            found = sorted(p.glob('*.ko.json'))
            if not found:
                print(f'1..0 # no *.ko.json in {p}')
                return 1
            files += found
        else:
            files.append(p)
    if not files:
        print('1..0 # no file given')
        return 1
    status = 0
    print(f'1..{len(files)}')
    for n, path in enumerate(files, 1):
        try:
            found = [(place, word, sentence)
                     for place, text, question_allowed in texts_of(path)
                     for word, sentence in offences(text, question_allowed)]
        except (OSError, ValueError) as e:
            print(f'not ok {n} {path}\n# {e}')
            status = 1
            continue
        if found:
            print(f'not ok {n} {path} # {len(found)} informal endings (-어요 register)')
            for place, word, sentence in found:
                print(f'# {path.name} {place}: “{word}” in: {sentence}')
            status = 1
        else:
            print(f'ok {n} {path}')
    return status


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
