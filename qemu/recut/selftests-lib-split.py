#!/usr/bin/env python3
"""split.py DIR: ktrace_util.h of DIR (static inline helpers) into a
header of declarations and one .c file per job, with one ring buffer
event decoder (kt_rb_next) that kt_walk_fn() and oracle.h share."""
import re, sys
d = sys.argv[1]
src = open(d + '/ktrace_util.h').read()
lines = src.split('\n')

def col(s):
    c = 0
    for ch in s:
        c = (c // 8 + 1) * 8 if ch == '\t' else c + 1
    return c

def indent_to(n):
    return '\t' * (n // 8) + ' ' * (n % 8)

def realign(sig):
    """Signature lines: continuation lines aligned after the first '('."""
    first = sig[0]
    c = col(first[:first.index('(') + 1])
    return [first] + [indent_to(c) + l.strip() for l in sig[1:]]

# Function blocks: [comment] static inline ... { ... } at column 0.
blocks, i, order = {}, 0, []
while i < len(lines):
    if lines[i].startswith('static inline '):
        j = i
        # comment right above
        k = i
        if lines[k - 1].endswith('*/'):
            k -= 1
            while not lines[k].startswith('/*'):
                k -= 1
        e = i
        while lines[e] != '}':
            e += 1
        name = re.search(r'(\w+)\(', lines[i]).group(1)
        sig_end = i
        while not lines[sig_end].rstrip().endswith(')'):
            sig_end += 1
        blocks[name] = (k, e, lines[k:i], lines[i:sig_end + 1], lines[sig_end + 1:e + 1])
        order.append(name)
        i = e + 1
    else:
        i += 1

files = {
    'ktrace_tracefs.c': ('ktrace\'s and ftrace\'s files in tracefs',
                         ['kt_missing', 'kt_path', 'kt_write_len', 'kt_write', 'ft_write',
                          'kt_read', 'kt_read_num', 'kt_set_all_events', 'kt_reset_state']),
    'ktrace_info.c': ('ktrace/info: the events and their fields',
                      ['kt_parse_fields', 'kt_info', 'kt_find', 'kt_id', 'kt_find_id']),
    'ktrace_records.c': ('ring buffer events and the ktrace records they hold',
                         ['kt_get', 'kt_sign_extend', 'kt_decode', 'kt_add', 'kt_free',
                          'kt_rb_next', 'kt_walk_fn', 'kt_add_record', 'kt_walk']),
    'ktrace_reader.c': ('a mapped buffers/cpuN, read by its ioctls',
                        ['kt_reader_open', 'kt_reader_close', 'kt_reader_drain_fn',
                         'kt_reader_drain', 'kt_nr_cpus', 'kt_drain_all', 'kt_lost_all']),
    'ktrace_workload.c': ('work for ktrace to trace',
                          ['kt_in_child', 'kt_tcp_loopback']),
}
static = {'kt_get', 'kt_sign_extend', 'kt_parse_fields'}

rb_next = '''/*
 * The next ring buffer event in [*@p, @end), as the sub-buffers of
 * linux/trace_mmap.h hold them: 1 and its data, 0 for a time extend, a
 * time stamp or padding, -1 at the end of the data (or at the padding
 * that fills the rest of a sub-buffer), -2 for an event that runs past
 * @end.  *@ts follows the time deltas.
 */
int kt_rb_next(const uint8_t **p, const uint8_t *end, uint64_t *ts,
	       const uint8_t **data, uint32_t *len)
{
	const uint8_t *q = *p;
	uint32_t hdr, arg;

	if (q + 4 > end)
		return -1;
	memcpy(&hdr, q, 4);
	switch (hdr & 0x1f) {
	case 29:			/* padding */
		if (!(hdr >> 5))
			return -1;	/* the rest of the sub-buffer */
		if (q + 8 > end)
			return -2;
		memcpy(&arg, q + 4, 4);
		*p = q + 4 + arg;
		return 0;
	case 30:			/* time extend */
	case 31:			/* absolute time stamp */
		if (q + 8 > end)
			return -2;
		memcpy(&arg, q + 4, 4);
		if ((hdr & 0x1f) == 30)
			*ts += ((uint64_t)arg << 27) | (hdr >> 5);
		else
			*ts = (*ts & ~((1ULL << 59) - 1)) |
			      ((uint64_t)arg << 27) | (hdr >> 5);
		*p = q + 8;
		return 0;
	case 0:
		if (q + 8 > end)
			return -2;
		memcpy(&arg, q + 4, 4);
		if (arg < 4)
			return -2;
		*len = arg - 4;
		*data = q + 8;
		break;
	default:
		*len = (hdr & 0x1f) * 4;
		*data = q + 4;
	}
	if (*data + *len > end)
		return -2;
	*ts += hdr >> 5;
	*p = *data + *len;
	return 1;
}'''
walk_fn = '''/*
 * Walk the ring buffer events in [p, end) and pass each record to @fn,
 * NULL for one that does not decode; the number of records, or -1 on a
 * malformed event.
 */
int kt_walk_fn(const struct kt_event *evs, int nr_evs, int cpu,
	       const uint8_t *p, const uint8_t *end,
	       kt_record_fn fn, void *arg)
{
	const uint8_t *data;
	struct kt_record r;
	uint64_t ts = 0;
	uint32_t len;
	int n = 0, k;

	while ((k = kt_rb_next(&p, end, &ts, &data, &len)) >= 0) {
		if (!k)
			continue;
		r.cpu = cpu;
		fn(kt_decode(evs, nr_evs, data, len, &r) ? NULL : &r, arg);
		n++;
	}
	return k == -1 ? n : -1;
}'''

def body(name):
    if name == 'kt_rb_next':
        return rb_next
    if name == 'kt_walk_fn':
        return walk_fn
    k, e, com, sig, rest = blocks[name]
    pre = 'static ' if name in static else ''
    sig = realign([pre + sig[0][len('static inline '):]] + sig[1:])
    return '\n'.join(com + sig + rest)

def proto(name):
    if name == 'kt_rb_next':
        return ['int kt_rb_next(const uint8_t **p, const uint8_t *end, uint64_t *ts,',
                '\t       const uint8_t **data, uint32_t *len);']
    k, e, com, sig, rest = blocks[name]
    sig = realign([sig[0][len('static inline '):]] + sig[1:])
    sig[-1] += ';'
    return sig

for f, (what, names) in files.items():
    out = ['// SPDX-License-Identifier: GPL-2.0', '/*', ' * ktrace selftests\' helpers: ' + what + '.', ' */',
           '#include "ktrace_util.h"', '']
    if f == 'ktrace_info.c':
        out += ['const char * const kt_type_names[KT_NTYPES] = {',
                '\t"char", "s16", "u16", "s32", "u32", "s64", "u64", "ptr", "str",', '};', '',
                'const unsigned int kt_type_sizes[KT_NTYPES] = {',
                '\t1, 2, 2, 4, 4, 8, 8, sizeof(void *), 0,', '};', '']
    out.append('\n\n'.join(body(n) for n in names))
    open(d + '/' + f, 'w').write('\n'.join(out) + '\n')

# The header: everything but the functions, then their declarations.
first = min(b[0] for b in blocks.values())
head = lines[:first]
text = '\n'.join(head)
text = text.replace(''' * Helpers for the ktrace selftests: control files, the info file, and a
 * reader of the per-CPU buffers through mmap and the ktrace ioctls.''', ''' * Helpers for the ktrace selftests, linked into each: control files, the
 * info file, ring buffer events and records, a reader of the per-CPU
 * buffers through mmap and the ktrace ioctls, and work to trace.''')
text = text.replace('''static const char * const kt_type_names[KT_NTYPES] = {
	"char", "s16", "u16", "s32", "u32", "s64", "u64", "ptr", "str",
};

static const unsigned int kt_type_sizes[KT_NTYPES] = {
	1, 2, 2, 4, 4, 8, 8, sizeof(void *), 0,
};''', '''extern const char * const kt_type_names[KT_NTYPES];
extern const unsigned int kt_type_sizes[KT_NTYPES];''')
# The typedef and struct kt_reader sit between functions: keep them.
rest = '\n'.join(lines[first:])
extra = []
m = re.search(r'\ntypedef void \(\*kt_record_fn\)[^\n]*\n', '\n' + rest)
extra.append(m.group(0).strip())
m = re.search(r'struct kt_reader \{.*?\n\};', rest, re.S)
extra.append(m.group(0))
text = text.rstrip('\n') + '\n\n' + '\n\n'.join(extra) + '\n'
for f, (what, names) in files.items():
    text += '\n/* ' + f + ': ' + what + ' */\n'
    for n in names:
        if n in static:
            continue
        text += '\n'.join(proto(n)) + '\n'
text += '\n#endif /* KTRACE_UTIL_H */\n'
open(d + '/ktrace_util.h', 'w').write(text)
