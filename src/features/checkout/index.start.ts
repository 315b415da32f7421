// What checkout does on any page before its own code loads: buying in one click, and forgetting
// what it keeps on the device when the shopper signs out (./model/stored).
import './model/stored';
