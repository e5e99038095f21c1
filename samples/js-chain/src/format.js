// Formatted by hand, not by prettier: `prettier --check` lists this file.
function   total(items){
  return items.reduce((sum,item)=>sum+item.price*item.qty,0)
}
export { total };
