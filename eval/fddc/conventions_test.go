package fddc

import (
	"strings"
	"testing"

	"github.com/gonggao/gonggao/schema"
)

// Three label rows of the development split, verbatim:
//   - 15638942: the contract's name written without the '/' of the
//     announcement's 《恒力石化(大连)炼化有限公司2000万吨/年炼化一体化项目买卖
//     合同》, the project with it;
//   - 16602676: a project and a name, as the announcement gives both;
//   - 15921152: a name and no project, where the announcement states the
//     project too ("联合体为馆陶县乡村污水处理及运营管理特许经营权采购项目的中标
//     单位", then 签订了《馆陶县…采购项目合同》).
const conventionLabels = "15638942\t恒力石化(大连)炼化有限公司\t苏州天沃科技股份有限公司\t恒力石化(大连)炼化有限公司2000万吨/年炼化一体化项目\t恒力石化(大连)炼化有限公司2000万吨年炼化一体化项目买卖合同\t89173000\t89173000\n" +
	"16602676\t敖汉旗住房和城乡建设局\t兴源环境科技股份有限公司\t敖汉旗城市综合体提升改造及生态保护建设 PPP项目\t敖汉旗城市综合体提升改造及生态保护建设项目PPP合同\t2269708500\t2269708500\n" +
	"15921152\t馆陶县住房和城乡规划建设局\t重庆梅安森科技股份有限公司\t\t馆陶县乡村污水处理及运营管理特许经营权采购项目合同\t179747500\t179747500\n"

// conventionPred holds what the three announcements state.
func conventionPred(o Options) map[string][]Record {
	return map[string][]Record{
		"15638942": {FromContract(schema.Contract{Employer: "恒力石化(大连)炼化有限公司", Contractor: "苏州天沃科技股份有限公司",
			Project: "恒力石化(大连)炼化有限公司2000万吨/年炼化一体化项目", ContractName: "恒力石化(大连)炼化有限公司2000万吨/年炼化一体化项目买卖合同"}, o)},
		"16602676": {FromContract(schema.Contract{Employer: "敖汉旗住房和城乡建设局", Contractor: "兴源环境科技股份有限公司",
			Project: "敖汉旗城市综合体提升改造及生态保护建设PPP项目", ContractName: "敖汉旗城市综合体提升改造及生态保护建设项目PPP合同"}, o)},
		"15921152": {FromContract(schema.Contract{Employer: "馆陶县住房和城乡规划建设局", Contractor: "重庆梅安森科技股份有限公司",
			Project: "馆陶县乡村污水处理及运营管理特许经营权采购项目", ContractName: "馆陶县乡村污水处理及运营管理特许经营权采购项目合同"}, o)},
	}
}

func TestConventions(t *testing.T) {
	cases := []struct {
		name           string
		o              Options
		names, project Counts
	}{
		// As the challenge compares: the slash makes one name wrong, the
		// project stated beside 15921152's name is a false positive.
		{"exact", Options{}, Counts{2, 1, 1}, Counts{2, 1, 0}},
		{"drop-slash", Options{DropSlash: true}, Counts{3, 0, 0}, Counts{2, 1, 0}},
		// Every contract here has a name: no project is scored.
		{"name-over-project", Options{NameOverProject: true}, Counts{2, 1, 1}, Counts{}},
		{"both", Options{DropSlash: true, NameOverProject: true}, Counts{3, 0, 0}, Counts{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			truth, err := ReadLabels(strings.NewReader(conventionLabels), c.o)
			if err != nil {
				t.Fatal(err)
			}
			res := Score(truth, conventionPred(c.o))
			if got := res.Fields["contract_name"]; got != c.names {
				t.Errorf("contract_name %+v, want %+v", got, c.names)
			}
			if got := res.Fields["project"]; got != c.project {
				t.Errorf("project %+v, want %+v", got, c.project)
			}
		})
	}
}

// DropSlash folds projects and names, not parties; NameOverProject leaves
// the project of a contract without a name.
func TestConventionFolds(t *testing.T) {
	o := Options{DropSlash: true, NameOverProject: true}
	r := FromContract(schema.Contract{Employer: "A/B公司", Project: "X项目", ContractName: "Y合同"}, o)
	if r["project"] != "" || r["contract_name"] != "Y合同" || r["employer"] != "A/B公司" {
		t.Errorf("record %v", r)
	}
	r = FromContract(schema.Contract{Project: "2000万吨/年炼化一体化项目"}, o)
	if r["project"] != "2000万吨年炼化一体化项目" {
		t.Errorf("project %q", r["project"])
	}
}
