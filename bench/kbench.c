// SPDX-License-Identifier: GPL-2.0
/*
 * kbench WORKLOAD N: run N iterations of a fixed piece of work and print
 * "WORKLOAD ns_per_iteration".  Under QEMU -icount shift=0,sleep=off a
 * guest ns is a guest instruction, so the figure is instructions per
 * iteration.
 *
 *   getppid	one getppid() system call
 *   pipe	a one-byte round trip between two processes over two pipes
 *   mmap	mmap 16 anonymous pages, write to each, munmap.  The pages go
 *		at the start of a 2 MiB span, with one page kept mapped at
 *		the span's end so that the span's page table is never freed.
 *		Left to ASLR, about one run in thirty had the 16 pages cross
 *		into a second span with nothing else in it, whose page table
 *		was then allocated and freed each iteration (+5.4%).
 *   cpu	a block of integer arithmetic with no system call (the CPU-bound
 *		job: what tracing costs it is interrupts and scheduling)
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + ts.tv_nsec;
}

static void die(const char *what)
{
	perror(what);
	exit(1);
}

static void run_getppid(long n)
{
	for (long i = 0; i < n; i++)
		syscall(SYS_getppid);
}

static void run_pipe(long n)
{
	int ping[2], pong[2];
	char c = 0;
	pid_t pid;

	if (pipe(ping) || pipe(pong))
		die("pipe");
	pid = fork();
	if (pid < 0)
		die("fork");
	if (pid == 0) {
		for (long i = 0; i < n; i++)
			if (read(ping[0], &c, 1) != 1 || write(pong[1], &c, 1) != 1)
				_exit(1);
		_exit(0);
	}
	for (long i = 0; i < n; i++)
		if (write(ping[1], &c, 1) != 1 || read(pong[0], &c, 1) != 1)
			die("ping-pong");
	waitpid(pid, NULL, 0);
}

static void run_mmap(long n)
{
	long page = sysconf(_SC_PAGESIZE);
	const uintptr_t span = 2ul << 20;
	char *keep, *at = mmap(NULL, 2 * span, PROT_NONE,
			       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (at == MAP_FAILED)
		die("mmap");
	munmap(at, 2 * span);
	/* Hints, not MAP_FIXED: the same path as a mapping anywhere */
	at = (char *)(((uintptr_t)at + span - 1) & ~(span - 1));
	keep = mmap(at + span - page, page, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (keep != at + span - page)
		die("mmap at the end of a 2 MiB span");
	*keep = 1;
	for (long i = 0; i < n; i++) {
		char *p = mmap(at, 16 * page, PROT_READ | PROT_WRITE,
			       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		if (p != at)
			die("mmap at the start of a 2 MiB span");
		for (int j = 0; j < 16; j++)
			p[j * page] = 1;
		munmap(p, 16 * page);
	}
}

static volatile uint64_t sink;

static void run_cpu(long n)
{
	uint64_t x = 88172645463325252ull;

	for (long i = 0; i < n; i++)
		for (int j = 0; j < 1000; j++) {	/* xorshift64 */
			x ^= x << 13;
			x ^= x >> 7;
			x ^= x << 17;
		}
	sink = x;
}

static const struct {
	const char *name;
	void (*run)(long n);
} workloads[] = {
	{ "getppid", run_getppid },
	{ "pipe", run_pipe },
	{ "mmap", run_mmap },
	{ "cpu", run_cpu },
};

int main(int argc, char **argv)
{
	uint64_t t0, t1;
	long n;

	if (argc != 3 || (n = strtol(argv[2], NULL, 0)) <= 0) {
		fprintf(stderr, "usage: kbench getppid|pipe|mmap|cpu ITERATIONS\n");
		return 2;
	}
	for (size_t i = 0; i < sizeof(workloads) / sizeof(workloads[0]); i++) {
		if (strcmp(argv[1], workloads[i].name))
			continue;
		t0 = now_ns();
		workloads[i].run(n);
		t1 = now_ns();
		printf("%s %.1f\n", argv[1], (double)(t1 - t0) / n);
		return 0;
	}
	fprintf(stderr, "kbench: unknown workload %s\n", argv[1]);
	return 2;
}
