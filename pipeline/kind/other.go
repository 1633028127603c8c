package kind

import "github.com/gonggao/gonggao/schema"

// Other is every announcement whose title none of the kinds above places
// (上市公告书, 关于…开始转股的公告, 关于对外投资的公告 …); its title is kept.
// It has no cues of its own: it is what remains. A board approval
// reported in passing is read, as in every kind.
var Other = Kind{
	Name:       schema.KindOther,
	Extractors: []string{"meeting", "votes"},
	Checks:     []string{"votes"},
}
