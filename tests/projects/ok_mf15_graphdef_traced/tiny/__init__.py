from tiny.graph import GraphDef, merge, split
from tiny.modules import MLP
