package main

import (
	"strings"
	"testing"
)

func TestCalc(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want []string
	}{
		{
			// 10-for-10 bonus issue: P1 = 9.86 / (1 + 1).
			name: "bonus",
			args: []string{"calc", seed003, "--formula", "conversion.adjust.bonus", "--set", "n=1"},
			want: []string{"conversion.adjust.bonus: P1=P0/(1+n)", `P0 = 9.86 from the document: "9.86元/股"`, "n = 1 (--set)", "P1 = 4.93\n"},
		},
		{
			// 1亿元 of face value at 9.86: 10,141,987.83 shares, 去尾法.
			name: "shares",
			args: []string{"calc", seed003, "--formula", "conversion.shares", "--set", "V0=100000000"},
			want: []string{"Q=V0/P", "P = 9.86 from the document", "Q = 10141987.829614604462…", "Q = 10141987 whole shares (去尾法)"},
		},
		{
			name: "override the document",
			args: []string{"calc", seed003, "--formula", "conversion.adjust.bonus", "--set", "n=0.5", "--set", "P0=10"},
			want: []string{"P0 = 10 (--set)", "P1 = 6.666666666667…"},
		},
		{
			// A bond's own combined formula, 10转4派2 (n = 0.4, D = 0.2):
			// (12.36 − 0.2) / 1.4 = 8.6857… → 8.69.
			name: "bond 10转4派2",
			args: []string{"calc", "../../extract/capital/testdata/convertible/terms_prospectus.txt", "--formula", "conversion.adjust.combined", "--set", "n=0.4", "--set", "D=0.2", "--set", "k=0", "--set", "A=0"},
			want: []string{"P1=(P0-D+A*k)/(1+n+k)", `P0 = 12.36 from the document: "12.36元/股"`, "P1 = 8.685714285714…", "P1 = 8.69 yuan per share to 0.01 (四舍五入)"},
		},
		{
			// An adjustment announcement: P0 is the price it set, 12.35
			// (歌华有线, 2005); its formula writes Po, N, K and AK.
			name: "adjustment announcement",
			args: []string{"calc", "../../corpus/real/convertible/gehua_2005_adjust_capitalisation.txt", "--formula", "conversion.adjust.bonus", "--set", "N=0.4"},
			want: []string{"P=Po/(1+N)", `Po = 12.35 from the document: "12.35元/股"`, "P = 8.821428571429…", "P = 8.82 yuan per share to 0.01 (四舍五入)"},
		},
		{
			// A rights issue of 0.45 for 10 at 2.99 (工商银行's A-share terms,
			// 2010) on the H-share announcement's own formula, from the price
			// it set: (4.15 + 2.99 × 0.045) / 1.045 = 4.1000478… → 4.10.
			name: "real bond, rights issue",
			args: []string{"calc", "../../corpus/real/convertible/icbc_2010_adjust_h_rights.txt", "--formula", "conversion.adjust.issue", "--set", "A=2.99", "--set", "k=0.045"},
			want: []string{"P1=(P0+A*k)/(1+k)", `P0 = 4.15 from the document: "4.15元/股"`, "P1 = 4.10004784689…", "P1 = 4.10 yuan per share to 0.01 (四舍五入)"},
		},
		{
			name: "list",
			args: []string{"calc", seed003, "--list"},
			want: []string{"conversion.adjust.bonus", "P1=P0/(1+n)", "redemption.accrued", "IA=B*i*t/365"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := gonggao(t, "", tc.args...)
			if r.code != ExitOK {
				t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
			}
			for _, w := range tc.want {
				if !strings.Contains(r.stdout, w) {
					t.Errorf("stdout lacks %q:\n%s", w, r.stdout)
				}
			}
		})
	}
}

func TestCalcErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"no formula", []string{"calc", seed003}, "--formula"},
		{"unknown formula", []string{"calc", seed003, "--formula", "no.such"}, `no formula "no.such"`},
		{"bad set", []string{"calc", seed003, "--formula", "conversion.adjust.bonus", "--set", "n=one"}, "NAME=VALUE"},
		{"unknown input", []string{"calc", seed003, "--formula", "conversion.adjust.bonus", "--set", "x=1"}, "has no input x"},
		{"input missing", []string{"calc", seed003, "--formula", "conversion.adjust.bonus"}, "needs n"},
		{"no file", []string{"calc", "no/such.txt", "--list"}, "no such file"},
		{"two files", []string{"calc", seed, seed003, "--list"}, "accepts 1 arg"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := gonggao(t, "", tc.args...)
			if r.code != ExitError || !strings.Contains(r.stderr, tc.want) {
				t.Errorf("exit %d, stderr %q, want exit %d and %q", r.code, r.stderr, ExitError, tc.want)
			}
		})
	}
}
