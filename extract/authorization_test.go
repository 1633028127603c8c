package extract

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/gonggao/gonggao/schema"
)

func TestAuthorization(t *testing.T) {
	tests := []struct {
		name string
		text string
		want *schema.Authorization
	}{
		{
			name: "abc_roles",
			text: "(十六)本次优先股发行的授权事宜\n提请股东大会授权董事会,并由董事会转授权董事长、行长、主管副行长、董事会秘书或其他人士,单独或共同在股东大会审议通过的框架和原则下全权办理。\n",
			want: &schema.Authorization{Delegates: []string{"chairman", "president", "vice_president", "board_secretary", "others"}},
		},
		{
			name: "ceb_vice_chairman",
			text: "十九、有关授权事项\n特提请股东大会授权董事会,并由董事会转授权董事长、副董事长、行长在股东大会审议通过的框架和原则下办理。\n",
			want: &schema.Authorization{Delegates: []string{"chairman", "vice_chairman", "president"}},
		},
		{
			name: "cib_named_with_validity",
			text: "(十八)关于本次发行优先股的授权事宜\n公司提请股东大会授权董事会,并由董事会转授权董事长高建平先生,董事、行长李仁杰先生,董事、董事会秘书唐斌先生在授权范围内处理。\n前述授权自股东大会审议通过之日起24个月内有效。\n",
			want: &schema.Authorization{Delegates: []string{"chairman", "president", "board_secretary"}, ValidityMonths: ptr(24)},
		},
		{name: "no_authorization_clause", text: "(十四)转让安排\n本次发行的优先股不设限售期。\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			off, _ := runClause(t, tt.text, extractAuthorization)
			if diff := cmp.Diff(tt.want, off.Authorization, cmpopts.IgnoreFields(schema.Authorization{}, "Evidence")); diff != "" {
				t.Errorf("authorization (-want +got):\n%s", diff)
			}
		})
	}
}
